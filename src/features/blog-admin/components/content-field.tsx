import { useRef } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { useUploadImage } from '@/features/blog-admin/api/upload-image'
import { ImageUploadButton } from '@/features/blog-admin/components/image-upload-button'
import { inlineImageHtml } from '@/features/blog-admin/lib/image-types'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { reportError } from '@/lib/report-error'

/** Insert `html` as its own block at the caret (or at the end when the field was never focused). */
function insertBlock(text: string, html: string, caret: number | null) {
  const at = caret ?? text.length
  const before = text.slice(0, at).replace(/\s+$/, '')
  const after = text.slice(at).replace(/^\s+/, '')
  const next = [before, html, after].filter(Boolean).join('\n\n')
  return { next, caret: (before ? before.length + 2 : 0) + html.length }
}

/** The HTML content with the inline-image button (uploads to blog-images/content/). */
export function ContentField() {
  const { control } = useFormContext<PostFormValues>()
  const { field, fieldState } = useController({ control, name: 'content' })
  const textarea = useRef<HTMLTextAreaElement | null>(null)
  const upload = useUploadImage()

  const handleFile = (file: File) => {
    const caret = textarea.current ? textarea.current.selectionStart : null
    upload.mutate(
      { file, kind: 'inline' },
      {
        onSuccess: ({ url }) => {
          const { next, caret: end } = insertBlock(field.value, inlineImageHtml(url), caret)
          field.onChange(next)
          requestAnimationFrame(() => textarea.current?.setSelectionRange(end, end))
          toast.success(blogAdminMessages.imageInserted)
        },
        onError: (error) =>
          reportError(blogAdminMessages.insertFailed, {
            description: error.message || undefined,
            cause: error,
          }),
      },
    )
  }

  return (
    <Field data-invalid={fieldState.invalid}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <FieldLabel htmlFor="post-content">Content</FieldLabel>
        <ImageUploadButton
          isUploading={upload.isPending}
          progressLabel={upload.variables?.file.name}
          onFile={handleFile}
        >
          Insert image
        </ImageUploadButton>
      </div>
      <Textarea
        id="post-content"
        rows={16}
        className="min-h-64 font-mono text-[13px] leading-relaxed"
        aria-invalid={fieldState.invalid}
        aria-describedby="post-content-hint"
        {...field}
        ref={(element) => {
          field.ref(element)
          textarea.current = element
        }}
      />
      <FieldHint id="post-content-hint">
        HTML is allowed. Leave a blank line between paragraphs. Inline images get the alt text “Blog
        image”; edit it in the tag to describe the picture.
      </FieldHint>
      <FieldError errors={[fieldState.error]} />
    </Field>
  )
}
