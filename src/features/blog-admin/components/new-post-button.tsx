import { Plus } from 'lucide-react'
import { startTransition, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PostEditorDialog } from '@/features/blog-admin/components/post-editor-dialog'

/** `canPublish`: editors and up (a writer's new post is a draft; PostEditorDialog). */
export function NewPostButton({ canPublish }: { canPublish: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      {/* A transition: the press paints at once, and the dialog renders in the next frames. */}
      <Button onClick={() => startTransition(() => setOpen(true))}>
        <Plus aria-hidden="true" />
        New Post
      </Button>
      {open && <PostEditorDialog canPublish={canPublish} open={open} onOpenChange={setOpen} />}
    </>
  )
}
