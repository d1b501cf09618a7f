import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PostEditorDialog } from '@/features/blog-admin/components/post-editor-dialog'

/** `canPublish`: editors and up (a writer's new post is a draft; PostEditorDialog). */
export function NewPostButton({ canPublish }: { canPublish: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Post
      </Button>
      {open && <PostEditorDialog canPublish={canPublish} open={open} onOpenChange={setOpen} />}
    </>
  )
}
