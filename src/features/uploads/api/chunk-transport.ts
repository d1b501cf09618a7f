import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { SizeCheck } from '@shared/video-upload'
import { readFunctionError } from '@/lib/function-error'
import { ChunkRejected, type ChunkAnswer, type ChunkTransport } from '../lib/upload-video'

const FUNCTION = 'upload-video-chunk'

const answerSchema = z.union([
  z.object({ complete: z.literal(true), url: z.string() }),
  z.object({ complete: z.literal(false) }),
])
const checkSchema = z.union([
  z.object({ allowed: z.literal(true), message: z.string(), received: z.number().int().min(0) }),
  z.object({ allowed: z.literal(false), message: z.string() }),
])

/** Functions errors as the uploader needs them: 4xx are final, the rest may be retried. */
async function failure(error: unknown): Promise<Error> {
  const fallback = error instanceof Error ? error.message : String(error)
  const read = await readFunctionError(error, fallback)
  if (read.refused) return new ChunkRejected(read.message)
  return read.status === null && error instanceof Error ? error : read
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
    async check(fileName, size): Promise<SizeCheck> {
      const { data, error } = await client.functions.invoke(FUNCTION, { body: { fileName, size } })
      if (error) throw await failure(error)
      return checkSchema.parse(data)
    },
  }
}
