import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser'
import { z } from 'zod'
import { CHUNK_SIZE, MAX_CHUNKS, safeVideoFileName } from '../_shared/domain/video-upload.ts'

/** One chunk: its bytes stay the pieces they arrived in, never joined into one buffer. */
export type Chunk = {
  fileName: string
  index: number
  total: number
  size: number
  pieces: Uint8Array[]
}

/** Multipart overhead allowed on top of one chunk. */
export const FORM_OVERHEAD = 16 * 1024
const SIZE_RULE = `each chunk but the last must be exactly ${CHUNK_SIZE} bytes, the last at most that`
/** Said when the body passes one chunk plus the form's overhead. */
export const TOO_LARGE = 'too large'

const NAME_RULE = 'fileName must be a video file name (mp4, webm, mov, avi)'
const TOTAL_RULE = `totalChunks must be an integer from 1 to ${MAX_CHUNKS}`
const INDEX_RULE = 'chunkIndex must be an integer from 0 to totalChunks - 1'

/** A form field holding a plain decimal integer (no sign, padding or fraction). */
const integer = (message: string) =>
  z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,3})$/, { error: message })
    .transform(Number)

/** The text fields of a chunk form, in the order their errors are reported. */
const fieldsSchema = z
  .object({
    fileName: z
      .string({ error: NAME_RULE })
      .transform((raw) => safeVideoFileName(raw) ?? '')
      .refine((name) => name !== '', { error: NAME_RULE }),
    totalChunks: integer(TOTAL_RULE).pipe(
      z.number().min(1, { error: TOTAL_RULE }).max(MAX_CHUNKS, { error: TOTAL_RULE }),
    ),
    chunkIndex: integer(INDEX_RULE),
  })
  .refine((fields) => fields.chunkIndex < fields.totalChunks, {
    error: INDEX_RULE,
    path: ['chunkIndex'],
  })

const isVideoData = (type: string) =>
  type === '' || type === 'application/octet-stream' || type.startsWith('video/')

type FilePart = { type: string; pieces: Uint8Array[]; size: number }
type Form = { fields: Map<string, string>; chunk?: FilePart | 'text' }

/**
 * The parts of the body, streamed: unlike req.formData(), which joins the body into one buffer
 * and copies the file into a Blob, this keeps the chunk as the pieces the stream delivered, so
 * a request holds no more than its own chunk and leaves no large buffers for the GC to find.
 */
async function readForm(req: Request): Promise<Form | string> {
  const form: Form = { fields: new Map() }
  try {
    const parts = parseMultipartRequest(req, {
      maxFileSize: CHUNK_SIZE,
      maxTotalSize: CHUNK_SIZE + FORM_OVERHEAD,
      maxParts: 8,
    })
    for await (const part of parts) {
      const name = part.name
      if (name === 'chunk' && form.chunk === undefined) {
        const type = part.mediaType ?? ''
        form.chunk = part.isFile ? { type, pieces: part.content, size: part.size } : 'text'
      } else if (name !== undefined && !form.fields.has(name)) {
        form.fields.set(name, part.text)
      }
    }
  } catch (error) {
    if (error instanceof MaxTotalSizeExceededError) return TOO_LARGE
    if (error instanceof MaxFileSizeExceededError) return SIZE_RULE
    if (error instanceof MultipartParseError) return 'Body must be multipart/form-data'
    throw error
  }
  return form
}

/** The request's chunk and fields, or the reason they are refused. */
export async function parseChunk(req: Request): Promise<Chunk | string> {
  const form = await readForm(req)
  if (typeof form === 'string') return form
  const parsed = fieldsSchema.safeParse(Object.fromEntries(form.fields))
  if (!parsed.success) return parsed.error.issues[0]?.message ?? NAME_RULE
  const { fileName, totalChunks: total, chunkIndex: index } = parsed.data
  const chunk = form.chunk
  if (chunk === undefined || chunk === 'text') return 'chunk must be a file'
  if (!isVideoData(chunk.type)) return 'chunk must be video data'
  const last = index === total - 1
  if (chunk.size === 0 || chunk.size > CHUNK_SIZE || (!last && chunk.size !== CHUNK_SIZE))
    return SIZE_RULE
  return { fileName, index, total, size: chunk.size, pieces: chunk.pieces }
}
