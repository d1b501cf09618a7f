import { Eye, EyeOff, Pencil, Send, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { AdminPost } from '@/features/blog/api/get-admin-posts'
import { useSetPostPublished } from '@/features/blog/api/set-post-published'
import { blogMessages } from '@/features/blog/lib/messages'

export type PostActionHandlers = {
  onPreview: (post: AdminPost) => void
  onEdit: (post: AdminPost) => void
  onDelete: (post: AdminPost) => void
}

/** A row's actions; each button names its post for screen readers. */
export function PostActions({
  post,
  onPreview,
  onEdit,
  onDelete,
}: PostActionHandlers & { post: AdminPost }) {
  const setPublished = useSetPostPublished()
  const handleToggle = () =>
    setPublished.mutate(
      { id: post.id, published: !post.published },
      {
        onSuccess: (published) =>
          toast.success(published ? blogMessages.published : blogMessages.unpublished),
      },
    )
  const label = (verb: string) => `${verb} “${post.title}”`
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button
        variant="ghost"
        size="sm"
        aria-label={label('Preview')}
        onClick={() => onPreview(post)}
      >
        <Eye aria-hidden="true" />
        Preview
      </Button>
      <Button variant="ghost" size="sm" aria-label={label('Edit')} onClick={() => onEdit(post)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label(post.published ? 'Unpublish' : 'Publish')}
        disabled={setPublished.isPending}
        onClick={handleToggle}
      >
        {post.published ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
        {post.published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10"
        aria-label={label('Delete')}
        onClick={() => onDelete(post)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  )
}
