// The post's rich-text editing surface (Tiptap 3). Loaded lazily by ContentField, so Tiptap and
// ProseMirror reach only the admin's editor, never a public page.
import { NodeSelection } from '@tiptap/pm/state'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { find as findLinks } from 'linkifyjs'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { toParagraphs } from '@shared/blog-html/paragraphs'
import { EditorToolbar } from '@/features/blog-admin/components/rich-text/editor-toolbar'
import { ImageAltField } from '@/features/blog-admin/components/rich-text/image-alt-field'
import { plainTextToHtml } from '@/features/blog-admin/components/rich-text/plain-text-paste'
import { useContentFlush } from '@/features/blog-admin/lib/content-flush'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { isBlogImageType } from '@/features/blog-admin/lib/image-types'
import { blogEditorExtensions } from '@/features/blog-admin/lib/rich-text-extensions'
import { lostMarkup } from '@/features/blog-admin/lib/rich-text-fidelity'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { whenIdle } from '@/lib/when-idle'
import '@/components/article/blog-article.css'
import '@/features/blog-admin/components/rich-text/rich-text-editor.css'

export type RichTextEditorProps = {
  id: string
  labelId: string
  describedBy: string
  invalid: boolean
  value: string
  onChange: (html: string) => void
  /** Uploads an image to blog-images/content/ and resolves its public URL (null: failed, reported). */
  uploadImage: (file: File) => Promise<string | null>
  isUploading: boolean
  /** The content has markup this editor would drop: the field switches to the HTML tab. */
  onUnsupported: (lost: string[]) => void
}

// How long typing must pause before the HTML is written into the form.
const WRITE_DELAY_MS = 250

const html = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/** Inserts an uploaded image at the selection and selects it, so its alt text field opens. */
export function insertImage(editor: Editor, src: string, at?: number) {
  const chain = editor.chain().focus()
  if (at !== undefined) chain.setTextSelection(at)
  chain.setImage({ src }).run()
  const { from } = editor.state.selection
  const imagePos = from - 1
  if (editor.state.doc.nodeAt(imagePos)?.type.name === 'image')
    editor.view.dispatch(
      editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, imagePos)),
    )
}

export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  uploadImage,
  isUploading,
  onUnsupported,
}: RichTextEditorProps) {
  const flush = useContentFlush()
  const lastWritten = useRef(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef({ onChange, uploadImage })
  useLayoutEffect(() => {
    latest.current = { onChange, uploadImage }
  })
  const editorRef = useRef<Editor | null>(null)

  const write = (editor: Editor) => {
    clearTimeout(timer.current)
    timer.current = undefined
    const next = html(editor)
    if (next === lastWritten.current) return
    lastWritten.current = next
    latest.current.onChange(next)
  }

  const uploadAndInsert = (editor: Editor, files: File[], at?: number) => {
    for (const file of files.filter((f) => isBlogImageType(f.type)))
      void latest.current.uploadImage(file).then((src) => {
        // The editor may be gone by then (the dialog closed while the image uploaded).
        if (src && !editor.isDestroyed) insertImage(editor, src, at)
      })
  }

  // Tiptap's useEditor destroys an editor whose component has not committed within 1 ms of the
  // render that made it, and makes a new one once it commits: a time-sliced render (the form
  // opens as a transition) can take longer. In between there is no editor, or a destroyed one.
  const created: Editor | null = useEditor({
    extensions: blogEditorExtensions(),
    content: toParagraphs(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        class:
          'blog-post-content rich-text-surface min-h-64 px-4 py-3 !text-base !leading-7 focus:outline-none',
      },
      handlePaste: (_view, event) => {
        const data = event.clipboardData
        if (!data) return false
        const images = Array.from(data.files).filter((file) => file.type.startsWith('image/'))
        if (images.length > 0 && editorRef.current) {
          uploadAndInsert(editorRef.current, images)
          return true
        }
        // Plain text only (no HTML on the clipboard): blank lines make paragraphs.
        const text = data.getData('text/plain')
        if (text && !data.types.includes('text/html') && /\n[ \t]*\n/.test(text)) {
          editorRef.current?.commands.insertContent(plainTextToHtml(text))
          return true
        }
        return false
      },
      handleDrop: (view, event) => {
        const files = Array.from(event.dataTransfer?.files ?? [])
        if (files.length === 0 || !editorRef.current) return false
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos
        event.preventDefault()
        uploadAndInsert(editorRef.current, files, at)
        return true
      },
    },
    onCreate: ({ editor: created }) => {
      const lost = lostMarkup(toParagraphs(value), created.getHTML())
      if (lost.length > 0) onUnsupported(lost)
      // Autolink's first look at typed text builds linkify's scanner (every top-level domain):
      // some tens of milliseconds that the first keystroke would pay. Built at idle instead,
      // once the Link extension has registered its protocols (and not for an editor Tiptap has
      // destroyed: its reset may come after).
      whenIdle(() => {
        if (!created.isDestroyed) findLinks('')
      })
    },
    onUpdate: ({ editor: updated }) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => write(updated), WRITE_DELAY_MS)
    },
    onBlur: ({ editor: blurred }) => write(blurred),
  })
  const editor = created && !created.isDestroyed ? created : null
  // A save or the autosave reads the form now: write the pending HTML first (and on unmount,
  // e.g. switching to the HTML tab). Effects check the editor again: it may have been destroyed
  // between this render and its commit.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    editorRef.current = editor
    const unregister = flush.set(() => write(editor))
    return () => {
      unregister()
      if (!editor.isDestroyed) write(editor)
    }
  }, [editor, flush])

  // A value set from outside (restored draft or revision, the HTML tab) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastWritten.current) return
    lastWritten.current = value
    editor.commands.setContent(toParagraphs(value), { emitUpdate: false })
  }, [editor, value])

  const imageSelected = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e !== null &&
      e.state.selection instanceof NodeSelection &&
      e.state.selection.node.type.name === 'image',
  })

  if (!editor) return <Spinner label={blogAdminMessages.loadingEditor} />
  // The focus ring is Tailwind's ring-2 written as one box-shadow: the ring utilities set custom
  // properties, which every element of the document inherits, so focusing a long post restyled
  // all of it.
  return (
    <div
      className={cn(
        'rounded-md border bg-white focus-within:[box-shadow:0_0_0_2px_hsl(var(--ring))]',
        invalid && 'border-destructive',
      )}
    >
      <EditorToolbar
        editor={editor}
        isUploading={isUploading}
        onImage={(file) => uploadAndInsert(editor, [file])}
      />
      {imageSelected && <ImageAltField editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  )
}
