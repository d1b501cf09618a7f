import type { Editor } from '@tiptap/react'
import {
  Bold,
  Heading2,
  Heading3,
  ImageUp,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  Video,
  type LucideIcon,
} from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { userContentHref } from '@shared/blog-html/allow-list'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { BLOG_IMAGE_TYPES } from '@/features/blog-admin/lib/image-types'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { embedUrl } from '@/features/blog-admin/lib/rich-text-extensions'
import { cn } from '@/lib/utils'
import { useTransitionEditorState } from '@/features/blog-admin/components/rich-text/use-transition-editor-state'

type Tool = {
  name: string
  icon: LucideIcon
  run: (editor: Editor) => void
  active?: (editor: Editor) => boolean
  enabled?: (editor: Editor) => boolean
}

const TOOLS: Tool[] = [
  {
    name: 'Bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    name: 'Italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    name: 'Heading 2',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    name: 'Heading 3',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    name: 'Bullet list',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'Numbered list',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    name: 'Quote',
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
]

const HISTORY: Tool[] = [
  {
    name: 'Undo',
    icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    name: 'Redo',
    icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
]

type Panel = 'link' | 'video' | null

function ToolButton({
  name,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  name: string
  icon: LucideIcon
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn('size-8', pressed && 'bg-muted text-primary')}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}

/** A one-field form under the toolbar (a link's address, a video's). */
function InlineForm({
  label,
  initial,
  submitLabel,
  error,
  onSubmit,
  onRemove,
  onCancel,
}: {
  label: string
  initial: string
  submitLabel: string
  error: string | null
  onSubmit: (value: string) => void
  onRemove?: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [value, setValue] = useState(initial)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    onSubmit(value)
  }
  return (
    // Not a <form>: it sits inside the post's form. Enter applies, Escape cancels.
    <div
      data-inline-form
      className="flex flex-wrap items-end gap-2 border-b bg-muted/40 px-2 py-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter') handleSubmit(event)
        if (event.key === 'Escape') {
          event.stopPropagation()
          onCancel()
        }
      }}
    >
      <div className="grid min-w-48 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          autoFocus
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="button" size="sm" onClick={handleSubmit}>
        {submitLabel}
      </Button>
      {onRemove && (
        <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
          Remove link
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}

/** The editor's toolbar: marks, blocks, link, image, video, undo and redo. */
type ToolbarState = { active: boolean[]; enabled: boolean[]; link: boolean }

const readToolbarState = (editor: Editor): ToolbarState => ({
  active: TOOLS.map((tool) => tool.active?.(editor) ?? false),
  enabled: HISTORY.map((tool) => tool.enabled?.(editor) ?? true),
  link: editor.isActive('link'),
})

const sameFlags = (a: boolean[], b: boolean[]) => a.every((flag, i) => flag === b[i])

const sameToolbarState = (a: ToolbarState, b: ToolbarState) =>
  a.link === b.link && sameFlags(a.active, b.active) && sameFlags(a.enabled, b.enabled)

export function EditorToolbar({
  editor,
  isUploading,
  onImage,
}: {
  editor: Editor
  isUploading: boolean
  onImage: (file: File) => void
}) {
  const file = useRef<HTMLInputElement>(null)
  const [panel, setPanel] = useState<Panel>(null)
  const [error, setError] = useState<string | null>(null)
  const state = useTransitionEditorState(editor, readToolbarState, sameToolbarState)

  const close = () => {
    setPanel(null)
    setError(null)
    editor.commands.focus()
  }

  const applyLink = (raw: string) => {
    const href = raw.trim()
    if (href === '') return setError(blogAdminMessages.linkRequired)
    const chain = editor.chain().focus().extendMarkRange('link')
    // A link with no text selected inserts its address as the text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({
        type: 'text',
        text: href,
        marks: [{ type: 'link', attrs: { href: userContentHref(href) } }],
      })
    else chain.setLink({ href: userContentHref(href) })
    chain.run()
    close()
  }

  const applyVideo = (raw: string) => {
    const src = embedUrl(raw)
    if (!src) return setError(blogAdminMessages.videoUrlInvalid)
    editor.chain().focus().insertContent({ type: 'videoEmbed', attrs: { src } }).run()
    close()
  }

  return (
    <div className="sticky top-0 z-10 rounded-t-md bg-white">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 border-b px-1 py-1"
      >
        {TOOLS.map((tool, index) => (
          <ToolButton
            key={tool.name}
            name={tool.name}
            icon={tool.icon}
            pressed={state.active[index]}
            onClick={() => tool.run(editor)}
          />
        ))}
        <ToolButton
          name="Link"
          icon={Link}
          pressed={state.link}
          onClick={() => {
            setError(null)
            setPanel(panel === 'link' ? null : 'link')
          }}
        />
        <ToolButton
          name="Image"
          icon={ImageUp}
          disabled={isUploading}
          onClick={() => file.current?.click()}
        />
        <ToolButton
          name="Video"
          icon={Video}
          onClick={() => {
            setError(null)
            setPanel(panel === 'video' ? null : 'video')
          }}
        />
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        {HISTORY.map((tool, index) => (
          <ToolButton
            key={tool.name}
            name={tool.name}
            icon={tool.icon}
            disabled={!state.enabled[index]}
            onClick={() => tool.run(editor)}
          />
        ))}
        {isUploading && (
          <span role="status" className="ml-2 text-sm text-muted-foreground">
            Uploading image…
          </span>
        )}
        <input
          ref={file}
          type="file"
          accept={BLOG_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const picked = event.target.files?.[0]
            event.target.value = ''
            if (picked) onImage(picked)
          }}
        />
      </div>
      {panel === 'link' && (
        <InlineForm
          label="Link address"
          initial={String(editor.getAttributes('link').href ?? '')}
          submitLabel="Apply link"
          error={error}
          onSubmit={applyLink}
          onRemove={
            state.link
              ? () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run()
                  close()
                }
              : undefined
          }
          onCancel={close}
        />
      )}
      {panel === 'video' && (
        <InlineForm
          label="YouTube or Vimeo address"
          initial=""
          submitLabel="Insert video"
          error={error}
          onSubmit={applyVideo}
          onCancel={close}
        />
      )}
    </div>
  )
}
