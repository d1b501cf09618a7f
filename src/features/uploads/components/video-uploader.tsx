import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useVideoUpload } from '../hooks/use-video-upload'
import { uploadMessages } from '../lib/messages'
import { videoFileError } from '../lib/validate-video-file'
import { ChosenFile } from './chosen-file'
import { DropZone } from './drop-zone'
import { UploadComplete } from './upload-complete'
import { UploadProgress } from './upload-progress'
import { reportError } from '@/lib/report-error'

/**
 * Picks a video (drop or file dialog), asks the server whether the project's upload limit
 * allows it, and on the admin's go uploads it (useVideoUpload); the same file again resumes.
 */
export function VideoUploader() {
  const { state, choose, upload, cancel, reset } = useVideoUpload()
  const [fieldError, setFieldError] = useState<string>()

  function handleFile(file: File) {
    const error = videoFileError(file)
    setFieldError(error)
    if (!error) void choose(file)
  }

  function handleUpload(file: File, received: number) {
    void upload(file, received).then((outcome) => {
      if (outcome === 'completed') toast.success(uploadMessages.uploaded)
      if (outcome === 'failed') reportError(uploadMessages.uploadFailed)
    })
  }

  const chooseAnother = (
    <Button variant="secondary" onClick={reset}>
      Choose another file
    </Button>
  )

  return (
    <Card className="p-4 sm:p-6">
      {state.status === 'idle' && <DropZone onFile={handleFile} error={fieldError} />}
      {state.status === 'checking' && <ChosenFile file={state.file}>{chooseAnother}</ChosenFile>}
      {state.status === 'ready' && (
        <ChosenFile file={state.file} verdict={{ allowed: true, message: state.message }}>
          <Button onClick={() => handleUpload(state.file, state.received)}>Upload video</Button>
          {chooseAnother}
        </ChosenFile>
      )}
      {state.status === 'refused' && (
        <ChosenFile file={state.file} verdict={{ allowed: false, message: state.message }}>
          {chooseAnother}
        </ChosenFile>
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
      {state.status === 'error' && (
        <ChosenFile
          file={state.file}
          verdict={{ allowed: false, message: `${uploadMessages.uploadFailed} ${state.message}` }}
        >
          <Button onClick={() => void choose(state.file)}>Try again</Button>
          {chooseAnother}
        </ChosenFile>
      )}
    </Card>
  )
}
