import { UploadCloud } from 'lucide-react'
import { useId, useState, type ChangeEvent, type DragEvent } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { FieldError, FieldLabel } from '@/components/ui/field'
import { cn } from '@/lib/utils'
import { videoAccept } from '@shared/video-upload'
import { uploadMessages } from '../lib/messages'

type DropZoneProps = { onFile: (file: File) => void; error?: string }

/**
 * Where a video is chosen: dropped on the zone, or picked with the file dialog through the
 * "Choose a video" label (the input is visually hidden but keeps focus and keyboard use; its
 * focus ring shows on the label).
 */
export function DropZone({ onFile, error }: DropZoneProps) {
  const id = useId()
  const [dragging, setDragging] = useState(false)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (file) onFile(file)
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id}>Video file</FieldLabel>
      <div
        data-testid="drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={(event) => {
          const next = event.relatedTarget
          if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDragging(false)
        }}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-8 sm:py-10',
          dragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/40',
          error && !dragging && 'border-destructive/60',
        )}
      >
        <UploadCloud
          aria-hidden="true"
          className={cn('size-10', dragging ? 'text-primary' : 'text-muted-foreground')}
        />
        <p className="text-base font-semibold">
          {dragging ? 'Drop the video to check it' : 'Drag and drop a video here'}
        </p>
        <input
          id={id}
          type="file"
          accept={videoAccept}
          onChange={handleChange}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
        />
        <p aria-hidden="true" className="text-sm text-muted-foreground">
          or
        </p>
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'secondary' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
          )}
        >
          Choose a video
        </label>
        <p id={`${id}-hint`} className="max-w-sm text-sm text-muted-foreground">
          Accepted formats: {uploadMessages.formats}. Up to 500MB. Choose the same file again to
          resume an interrupted upload.
        </p>
      </div>
      <FieldError errors={[error ? { message: error } : undefined]} />
    </div>
  )
}
