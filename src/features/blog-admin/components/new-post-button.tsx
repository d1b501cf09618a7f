import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PostEditorDialog } from '@/features/blog-admin/components/post-editor-dialog'

export function NewPostButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Post
      </Button>
      {open && <PostEditorDialog open={open} onOpenChange={setOpen} />}
    </>
  )
}
