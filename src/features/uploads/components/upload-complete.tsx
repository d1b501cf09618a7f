import { Check, Copy } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { uploadMessages } from '../lib/messages'
import { reportError } from '@/lib/report-error'

type UploadCompleteProps = { url: string; onUploadAnother: () => void }

/** The completed state: the video's signed URL with a copy button, and 'Upload Another'. */
export function UploadComplete({ url, onUploadAnother }: UploadCompleteProps) {
  const id = useId()
  function handleCopy() {
    navigator.clipboard.writeText(url).then(
      () => toast.success(uploadMessages.copied),
      (error: unknown) => reportError(uploadMessages.copyFailed, { cause: error }),
    )
  }
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 font-semibold text-emerald-700">
        <Check aria-hidden="true" className="size-5" /> {uploadMessages.uploaded}
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        Video URL (valid for 7 days)
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
        <Button variant="secondary" onClick={handleCopy} aria-label="Copy video URL">
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      <div>
        <Button onClick={onUploadAnother}>{uploadMessages.uploadAnother}</Button>
      </div>
    </div>
  )
}
