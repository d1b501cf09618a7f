import { ImageUp } from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { BLOG_IMAGE_TYPES } from '@/features/blog-admin/lib/image-types'

type ImageUploadButtonProps = {
  children: ReactNode
  isUploading: boolean
  /** Shown beside the button while uploading, e.g. the file name. */
  progressLabel?: string
  onFile: (file: File) => void
}

/** A button that picks one image (the bucket's raster types only) and reports it. */
export function ImageUploadButton({
  children,
  isUploading,
  progressLabel,
  onFile,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const statusId = useId()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        accept={BLOG_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={isUploading}
        aria-describedby={isUploading ? statusId : undefined}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        {children}
      </Button>
      {isUploading && (
        <span id={statusId} role="status" className="flex items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="h-1.5 w-24 animate-pulse rounded-full bg-primary/60"
          />
          <span className="text-muted-foreground">Uploading {progressLabel}…</span>
        </span>
      )}
    </div>
  )
}
