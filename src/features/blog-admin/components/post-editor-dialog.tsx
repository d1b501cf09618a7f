import { toast } from 'sonner'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ErrorNotice } from '@/components/ui/error-notice'
import type { AdminPost } from '@/features/blog-admin/api/get-admin-posts'
import { useCreatePost, useUpdatePost } from '@/features/blog-admin/api/save-post'
import { PostEditor } from '@/features/blog-admin/components/post-editor'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { emptyPostForm, type PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { toFormValues, toPostRow } from '@/features/blog-admin/lib/post-row'

type PostEditorDialogProps = {
  /** The post to edit; absent for a new post. */
  post?: AdminPost
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Creates or edits a post. It owns the save: the success toasts and closing on success; a
 * failure is reported once, in the dialog beside everything typed (the save's message; no toast as
 * well), and stays until the next save.
 */
export function PostEditorDialog({ post, open, onOpenChange }: PostEditorDialogProps) {
  const createPost = useCreatePost()
  const updatePost = useUpdatePost()
  const save = post ? updatePost : createPost

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      createPost.reset()
      updatePost.reset()
    }
    onOpenChange(next)
  }

  const handleSubmit = (values: PostFormValues) => {
    const row = toPostRow(values)
    if (post)
      updatePost.mutate(
        { id: post.id, row },
        {
          onSuccess: () => {
            toast.success(blogAdminMessages.updated)
            handleOpenChange(false)
          },
        },
      )
    else
      createPost.mutate(row, {
        onSuccess: () => {
          toast.success(blogAdminMessages.created)
          handleOpenChange(false)
        },
      })
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-4xl" onInteractOutside={(event) => event.preventDefault()}>
        <div>
          <DialogTitle>{post ? 'Edit Post' : 'New Post'}</DialogTitle>
          <DialogDescription>
            {post
              ? 'Changes are kept as a revision each time you save.'
              : 'Drafts stay private until you publish them.'}
          </DialogDescription>
        </div>
        {save.isError && (
          <ErrorNotice message={save.error.message || blogAdminMessages.saveFailed} />
        )}
        <PostEditor
          key={post?.id ?? 'new'}
          saved={post}
          defaultValues={post ? toFormValues(post) : emptyPostForm}
          isPending={save.isPending}
          onSubmit={handleSubmit}
          onCancel={() => handleOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
