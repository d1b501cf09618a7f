import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { chunkTransport } from '../api/chunk-transport'
import { videoKeys } from '../api/keys'
import { supabaseFunctions } from '../api/supabase-functions'
import { uploadMessages } from '../lib/messages'
import { forgetUpload, uploadNameFor } from '../lib/resume-store'
import { uploadVideo } from '../lib/upload-video'
import { saveVideoDetails } from '../api/video-details'
import { libraryNameOf, readVideoDetails } from '../lib/read-video-details'
import { reportError } from '@/lib/report-error'

export type VideoUploadState =
  | { status: 'idle' }
  /** A file was chosen: the server is asked whether the project's upload limit allows it. */
  | { status: 'checking'; file: File }
  /** The limit allows it: the answer is shown and the admin starts the upload. */
  | { status: 'ready'; file: File; message: string; received: number }
  /** The limit does not allow it: the answer is shown and nothing is sent. */
  | { status: 'refused'; file: File; message: string }
  | { status: 'uploading'; fileName: string; sent: number; total: number }
  | { status: 'completed'; url: string }
  | { status: 'error'; file: File; message: string }

/** The upload succeeded either way: a failure here is told, and the video stays. */
async function storeDetails(url: string, details: Awaited<ReturnType<typeof readVideoDetails>>) {
  const name = libraryNameOf(url)
  if (!details || !name) {
    reportError(uploadMessages.detailsUnreadable)
    return
  }
  await saveVideoDetails(name, details).catch((error: unknown) =>
    reportError(uploadMessages.detailsFailed, { cause: error }),
  )
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : uploadMessages.uploadFailedShort

/**
 * The upload states (idle, uploading with a percent, completed with the URL, error) around
 * `uploadVideo`, with the size check before it (the file is checked against the project's
 * upload limit before any chunk), cancel and 'Upload Another'.
 */
export function useVideoUpload() {
  const queryClient = useQueryClient()
  const [state, setState] = useState<VideoUploadState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const choose = useCallback(async (file: File): Promise<void> => {
    const abort = new AbortController()
    controller.current?.abort()
    controller.current = abort
    setState({ status: 'checking', file })
    try {
      const checked = await chunkTransport(supabaseFunctions()).check(
        uploadNameFor(file),
        file.size,
      )
      if (abort.signal.aborted) return
      setState(
        checked.allowed
          ? { status: 'ready', file, message: checked.message, received: checked.received }
          : { status: 'refused', file, message: checked.message },
      )
    } catch (error) {
      if (!abort.signal.aborted) setState({ status: 'error', file, message: errorText(error) })
    }
  }, [])

  const upload = useCallback(
    async (file: File, received: number): Promise<'completed' | 'failed' | 'cancelled'> => {
      const abort = new AbortController()
      controller.current = abort
      setState({ status: 'uploading', fileName: file.name, sent: 0, total: file.size })
      // Read while the chunks go: the duration and a poster frame, stored once it is uploaded.
      const details = readVideoDetails(file)
      try {
        const url = await uploadVideo({
          file,
          fileName: uploadNameFor(file),
          transport: chunkTransport(supabaseFunctions()),
          signal: abort.signal,
          received,
          onProgress: (sent, total) =>
            setState({ status: 'uploading', fileName: file.name, sent, total }),
        })
        forgetUpload(file)
        await storeDetails(url, await details)
        setState({ status: 'completed', url })
        void queryClient.invalidateQueries({ queryKey: videoKeys.all() })
        return 'completed'
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ status: 'idle' })
          return 'cancelled'
        }
        setState({ status: 'error', file, message: errorText(error) })
        return 'failed'
      } finally {
        if (controller.current === abort) controller.current = null
      }
    },
    [queryClient],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ status: 'idle' })
  }, [])
  return { state, choose, upload, cancel, reset }
}
