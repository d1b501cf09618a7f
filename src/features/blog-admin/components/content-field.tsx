import { lazy, Suspense, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useUploadImage } from '@/features/blog-admin/api/upload-image'
import type * as RichTextEditorExports from '@/features/blog-admin/components/rich-text/rich-text-editor'
import { useContentFlush } from '@/features/blog-admin/lib/content-flush'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { reportError } from '@/lib/report-error'
import { whenIdle } from '@/lib/when-idle'
import { cn } from '@/lib/utils'

// A type only: the module itself stays in its own chunk.
type RichTextEditorModule = typeof RichTextEditorExports

// Tiptap and ProseMirror load with the editor only (the admin's post form), never on public pages.
let richTextEditor: Promise<RichTextEditorModule> | undefined
const loadRichTextEditor = () =>
  (richTextEditor ??= import('@/features/blog-admin/components/rich-text/rich-text-editor'))
const RichTextEditor = lazy(loadRichTextEditor)

/**
 * Loads and evaluates the rich-text editor's chunk once the blog screen's list is idle, so
 * that opening a post does not pay for it (a few hundred milliseconds of evaluation at 4x CPU).
 * Returns a cancel for the effect that calls it.
 */
export function preloadRichTextEditorWhenIdle(): () => void {
  return whenIdle(() => void loadRichTextEditor().catch(() => undefined))
}

type Mode = 'rich' | 'html'

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'rich', label: 'Rich text' },
  { mode: 'html', label: 'HTML' },
]

/**
 * The post's content: rich text (toolbar, shortcuts, markdown-style input, images uploaded to
 * blog-images/content/ by button, paste or drop) or its HTML source. Both edit the same HTML;
 * content the rich-text editor cannot keep opens in the HTML tab.
 */
export function ContentField() {
  const { control } = useFormContext<PostFormValues>()
  const { field, fieldState } = useController({ control, name: 'content' })
  const [mode, setMode] = useState<Mode>('rich')
  const [unsupported, setUnsupported] = useState(false)
  const flush = useContentFlush()
  const upload = useUploadImage()

  const uploadImage = (file: File) =>
    upload
      .mutateAsync({ file, kind: 'inline' })
      .then(({ url }) => {
        toast.success(blogAdminMessages.imageInserted)
        return url
      })
      .catch((error: unknown) => {
        reportError(blogAdminMessages.insertFailed, {
          description: error instanceof Error && error.message ? error.message : undefined,
          cause: error,
        })
        return null
      })

  const switchTo = (next: Mode) => {
    if (next === mode) return
    flush.run()
    setMode(next)
  }

  return (
    <Field data-invalid={fieldState.invalid}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        {/* A <label for> cannot name the rich-text surface (a contenteditable div): it names
            itself with aria-labelledby, and a click on the label focuses it. */}
        <FieldLabel
          id="post-content-label"
          htmlFor={mode === 'html' ? 'post-content' : undefined}
          onClick={() => document.getElementById('post-content')?.focus()}
        >
          Content
        </FieldLabel>
        <div role="tablist" aria-label="Content editor" className="flex rounded-md border p-0.5">
          {MODES.map(({ mode: each, label }) => (
            <button
              key={each}
              type="button"
              role="tab"
              aria-selected={mode === each}
              aria-controls="post-content"
              onClick={() => switchTo(each)}
              className={cn(
                'rounded px-3 py-1 text-sm font-medium text-muted-foreground',
                mode === each && 'bg-muted text-foreground',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {unsupported && mode === 'html' && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm">
          {blogAdminMessages.unsupportedMarkup}
        </p>
      )}
      {mode === 'rich' ? (
        <Suspense fallback={<Spinner label={blogAdminMessages.loadingEditor} />}>
          <RichTextEditor
            id="post-content"
            labelId="post-content-label"
            describedBy="post-content-hint"
            invalid={fieldState.invalid}
            value={field.value}
            onChange={field.onChange}
            uploadImage={uploadImage}
            isUploading={upload.isPending}
            onUnsupported={() => {
              setUnsupported(true)
              setMode('html')
            }}
          />
        </Suspense>
      ) : (
        <Textarea
          id="post-content"
          rows={16}
          className="min-h-64 font-mono text-[13px] leading-relaxed"
          aria-invalid={fieldState.invalid}
          aria-describedby="post-content-hint"
          {...field}
        />
      )}
      <FieldHint id="post-content-hint">
        {mode === 'rich'
          ? 'Markdown shortcuts work: ## for a heading, - for a list, > for a quote, **bold**. Paste, drop or pick images; each asks for alt text.'
          : 'HTML is allowed. Leave a blank line between paragraphs.'}
      </FieldHint>
      <FieldError errors={[fieldState.error]} />
    </Field>
  )
}
