// Runtime-agnostic HTTP helpers for every edge function: CORS for the headers supabase-js
// sends, and `{ error }` JSON responses.
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders })
}

/**
 * A POST endpoint: answers the CORS preflight, refuses every other method with 405 (and
 * `Allow: POST`), and hands the POSTs to `handle`.
 */
export function postOnly(
  handle: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflight()
    if (req.method !== 'POST') return jsonError('Method not allowed', 405, { Allow: 'POST' })
    return handle(req)
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  })
}

export function jsonError(
  error: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return json({ error }, status, headers)
}

/** What the body readers return for a body past its limit: answer with `bodyTooLarge(limit)`. */
export const BODY_TOO_LARGE = Symbol('body too large')

const formatLimit = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`

/** 413 with `{ error }` naming the limit. */
export function bodyTooLarge(maxBytes: number): Response {
  return jsonError(`Body must be at most ${formatLimit(maxBytes)}`, 413)
}

/**
 * The body's bytes, read only up to `maxBytes`: a declared Content-Length past the limit is
 * refused unread, and a body that passes the limit while streaming (chunked, or a
 * Content-Length that lies) stops being read at that point. Either way BODY_TOO_LARGE.
 * A body the caller broke off reads as empty.
 */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
): Promise<Uint8Array | typeof BODY_TOO_LARGE> {
  const declared = Number(req.headers.get('content-length') ?? '')
  const body = req.body
  if (declared > maxBytes) {
    await body?.cancel().catch(() => {})
    return BODY_TOO_LARGE
  }
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const pieces: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return BODY_TOO_LARGE
      }
      pieces.push(value)
    }
  } catch {
    return new Uint8Array()
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const piece of pieces) {
    bytes.set(piece, offset)
    offset += piece.byteLength
  }
  return bytes
}

/** The body as text, read as readBodyBytes does. */
export async function readText(
  req: Request,
  maxBytes: number,
): Promise<string | typeof BODY_TOO_LARGE> {
  const bytes = await readBodyBytes(req, maxBytes)
  return bytes === BODY_TOO_LARGE ? bytes : new TextDecoder().decode(bytes)
}

/**
 * The body parsed as JSON (`json` is null when empty or not JSON), read as readBodyBytes does;
 * past `maxBytes`, the 413 to answer with (`bodyTooLarge`).
 */
export async function readJson(
  req: Request,
  maxBytes: number,
): Promise<{ json: unknown } | Response> {
  const text = await readText(req, maxBytes)
  if (text === BODY_TOO_LARGE) return bodyTooLarge(maxBytes)
  try {
    return { json: text === '' ? null : JSON.parse(text) }
  } catch {
    return { json: null }
  }
}
