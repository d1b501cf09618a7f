import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
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
    <Dialog open={post !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this post?</DialogTitle>
        <DialogDescription>
          “{post?.title}” and its revision history will be deleted. This cannot be undone.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={deletePost.isPending}
            onClick={() => post && handleDelete(post.id)}
          >
            Delete post
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
