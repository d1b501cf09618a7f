import { Upload } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { videoAccept } from '@shared/video-upload'
import { useVideoUpload } from '../hooks/use-video-upload'
import { messages } from '../lib/messages'
import { videoFileError } from '../lib/validate-video-file'
import { UploadComplete } from './upload-complete'
import { UploadProgress } from './upload-progress'

/** Picks a video and runs it through SPEC §4's states; choosing the same file again resumes. */
export function VideoUploader() {
  const id = useId()
  const { state, start, cancel, reset } = useVideoUpload()
  const [fieldError, setFieldError] = useState<string>()

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const error = videoFileError(file)
    setFieldError(error)
    if (error) return
    void start(file).then((outcome) => {
      if (outcome === 'completed') toast.success(messages.uploaded)
      if (outcome === 'failed') toast.error(messages.uploadFailed)
    })
  }

  return (
    <Card className="p-4 sm:p-6">
      {(state.status === 'idle' || state.status === 'error') && (
        <Field>
          <FieldLabel htmlFor={id}>Video file</FieldLabel>
          <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center">
            <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
            <Input
              id={id}
              type="file"
              accept={videoAccept}
              onChange={handleChange}
              aria-describedby={`${id}-hint`}
              className="max-w-full cursor-pointer sm:max-w-sm"
            />
            <FieldHint id={`${id}-hint`}>
              Accepted formats: {messages.formats}. Up to 500MB. Choose the same file again to
              resume an interrupted upload.
            </FieldHint>
          </div>
          <FieldError errors={[fieldError ? { message: fieldError } : undefined]} />
          {state.status === 'error' && (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">{messages.uploadFailed}</p>
              <p>{state.message}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={reset}>
                Dismiss
              </Button>
            </div>
          )}
        </Field>
      )}
      {state.status === 'uploading' && (
        <UploadProgress
          fileName={state.fileName}
          sent={state.sent}
          total={state.total}
          onCancel={cancel}
        />
      )}
      {state.status === 'completed' && <UploadComplete url={state.url} onUploadAnother={reset} />}
    </Card>
  )
}
