import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import {
  ChunkRejected,
  type ChunkAnswer,
  type ChunkTransport,
  type UploadStatus,
} from '../lib/upload-video'

const FUNCTION = 'upload-video-chunk'

const answerSchema = z.union([
  z.object({ complete: z.literal(true), url: z.string() }),
  z.object({ complete: z.literal(false) }),
])
const statusSchema = z.union([
  z.object({ complete: z.literal(true), url: z.string() }),
  z.object({ complete: z.literal(false), received: z.array(z.number().int()) }),
])

/** Functions errors as the uploader needs them: 4xx are final, the rest may be retried. */
async function failure(error: unknown): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const response: unknown = error.context
    if (response instanceof Response) {
      const body: unknown = await response.json().catch(() => null)
      const parsed = z.object({ error: z.string() }).safeParse(body)
      const message = parsed.success ? parsed.data.error : `HTTP ${response.status}`
      if (response.status >= 400 && response.status < 500) return new ChunkRejected(message)
      return new Error(message)
    }
  }
  return error instanceof Error ? error : new Error(String(error))
}

/** `upload-video-chunk` through a supabase-js client (the SPA's, or a test's). */
export function chunkTransport(client: Pick<SupabaseClient, 'functions'>): ChunkTransport {
  return {
    async send({ chunk, fileName, chunkIndex, totalChunks }): Promise<ChunkAnswer> {
      const body = new FormData()
      body.set('chunk', chunk, 'chunk')
      body.set('fileName', fileName)
      body.set('chunkIndex', String(chunkIndex))
      body.set('totalChunks', String(totalChunks))
      const { data, error } = await client.functions.invoke(FUNCTION, { body })
      if (error) throw await failure(error)
      return answerSchema.parse(data)
    },
    async status(fileName, totalChunks): Promise<UploadStatus> {
      const query = new URLSearchParams({ fileName, totalChunks: String(totalChunks) })
      const { data, error } = await client.functions.invoke(`${FUNCTION}?${query}`, {
        method: 'GET',
      })
      if (error) throw await failure(error)
      return statusSchema.parse(data)
    },
  }
}
