import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeletePost } from '@/features/blog-admin/api/delete-post'
import type { AdminPostListItem } from '@/features/blog-admin/api/get-admin-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'

/** The confirmation before a post (and its revisions) is deleted for good. */
export function DeletePostDialog({
  post,
  onOpenChange,
}: {
  post: AdminPostListItem | null
  onOpenChange: (open: boolean) => void
}) {
  const deletePost = useDeletePost()
  const handleDelete = (id: string) =>
    deletePost.mutate(id, {
      onSuccess: () => {
        toast.success(blogAdminMessages.deleted)
        onOpenChange(false)
      },
    })
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      description={`“${post?.title}” and its revision history will be deleted. This cannot be undone.`}
      confirmLabel="Delete post"
      pending={deletePost.isPending}
      onConfirm={() => post && handleDelete(post.id)}
    />
  )
}
