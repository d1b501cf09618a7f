import { useEditorState, type Editor } from '@tiptap/react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { DEFAULT_IMAGE_ALT, isDescriptiveAlt } from '@shared/blog-publish-checklist'

/**
 * The selected image's alt text. Every inserted image is selected, so this asks for a
 * description at once; the default 'Blog image' stays until someone writes one (and the publish
 * checklist flags it).
 */
export function ImageAltField({ editor }: { editor: Editor }) {
  const id = useId()
  const alt = useEditorState({
    editor,
    selector: ({ editor: e }) => String(e.getAttributes('image').alt ?? ''),
  })
  return (
    <div className="grid gap-1 border-b bg-amber-50 px-3 py-2">
      <label htmlFor={id} className="text-sm font-medium">
        Alt text for the selected image
      </label>
      <Input
        id={id}
        autoFocus={!isDescriptiveAlt(alt)}
        value={alt}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          editor.chain().updateAttributes('image', { alt: event.target.value }).run()
        }
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Describe the picture for readers who cannot see it. Until you do it reads ‘
        {DEFAULT_IMAGE_ALT}’, which the publish checklist flags.
      </p>
    </div>
  )
}
