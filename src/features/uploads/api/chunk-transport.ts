import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { SizeCheck } from '@shared/video-upload'
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

type ResponseLike = { status: number; json: () => Promise<unknown> }

/** A fetch Response, whichever copy of the Fetch API made it (Node tests can have two). */
function isResponseLike(value: unknown): value is ResponseLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'status') === 'number' &&
    typeof Reflect.get(value, 'json') === 'function'
  )
}

/** Functions errors as the uploader needs them: 4xx are final, the rest may be retried. */
async function failure(error: unknown): Promise<Error> {
  const response: unknown = error instanceof Error && 'context' in error ? error.context : null
  if (isResponseLike(response)) {
    const body: unknown = await response.json().catch(() => null)
    const parsed = z.object({ error: z.string() }).safeParse(body)
    const message = parsed.success ? parsed.data.error : `HTTP ${response.status}`
    if (response.status >= 400 && response.status < 500) return new ChunkRejected(message)
    return new Error(message)
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
    async check(fileName, size): Promise<SizeCheck> {
      const { data, error } = await client.functions.invoke(FUNCTION, { body: { fileName, size } })
      if (error) throw await failure(error)
      return checkSchema.parse(data)
    },
  }
}
