import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { chunkTransport } from '../api/chunk-transport'
import { videoKeys } from '../api/keys'
import { supabaseFunctions } from '../api/supabase-functions'
import { messages } from '../lib/messages'
import { forgetUpload, uploadNameFor } from '../lib/resume-store'
import { uploadVideo } from '../lib/upload-video'

export type VideoUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; sent: number; total: number }
  | { status: 'completed'; url: string }
  | { status: 'error'; message: string }

/** SPEC §4's upload states around `uploadVideo`, with cancel and 'Upload Another' (reset). */
export function useVideoUpload() {
  const queryClient = useQueryClient()
  const [state, setState] = useState<VideoUploadState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (file: File): Promise<'completed' | 'failed' | 'cancelled'> => {
      const abort = new AbortController()
      controller.current = abort
      const fileName = uploadNameFor(file)
      setState({ status: 'uploading', fileName: file.name, sent: 0, total: file.size })
      try {
        const url = await uploadVideo({
          file,
          fileName,
          transport: chunkTransport(supabaseFunctions()),
          signal: abort.signal,
          onProgress: (sent, total) =>
            setState({ status: 'uploading', fileName: file.name, sent, total }),
        })
        forgetUpload(file)
        setState({ status: 'completed', url })
        void queryClient.invalidateQueries({ queryKey: videoKeys.all() })
        return 'completed'
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ status: 'idle' })
          return 'cancelled'
        }
        setState({
          status: 'error',
          message:
            error instanceof Error && error.message ? error.message : messages.uploadFailedShort,
        })
        return 'failed'
      } finally {
        if (controller.current === abort) controller.current = null
      }
    },
    [queryClient],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, start, cancel, reset }
}
