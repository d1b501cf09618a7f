// The follow-ups' unsubscribe address (the email's List-Unsubscribe header). Only a POST acts:
// RFC 8058's one-click request (body `List-Unsubscribe=One-Click`, form-encoded or multipart),
// sent by a mail client without any project key (so the function is deployed with
// verify_jwt = false) or by the site's /unsubscribe page's button. A GET changes nothing: mail
// scanners and link prefetchers open links, so a GET is sent on (303) to that page, which asks
// first. The page is the site's, not this function's, because hosted Edge Functions answer a
// GET's text/html as text/plain (Supabase's Edge Functions docs, "HTML content is not
// supported"). The token is random per email and looked up only by its SHA-256; an unknown one
// changes nothing.
import {
  isOneClickForm,
  UNSUBSCRIBE_TOKEN,
  unsubscribeMessages,
  unsubscribePageUrl,
} from '../_shared/domain/email/unsubscribe.ts'
import { SITE_URL_MISSING } from '../_shared/email/mail-env.ts'
import {
  BODY_TOO_LARGE,
  bodyTooLarge,
  json,
  jsonError,
  preflight,
  readBodyBytes,
} from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

export type Deps = {
  /** Suppresses the token's address; false for a token nobody was sent. */
  unsubscribe: (token: string) => Promise<boolean>
  /** The public site (SITE_URL), where a GET is sent on to. */
  siteUrl: string | undefined
}

// The one-click body is 26 bytes; a multipart one a few hundred.
const MAX_BODY_BYTES = 4096

/** The POST's form: multipart/form-data as such, anything else as form-encoded text. */
async function readForm(req: Request): Promise<URLSearchParams | FormData | typeof BODY_TOO_LARGE> {
  const bytes = await readBodyBytes(req, MAX_BODY_BYTES)
  if (bytes === BODY_TOO_LARGE) return bytes
  const type = req.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return new URLSearchParams(new TextDecoder().decode(bytes))
  }
  try {
    // A copy on its own ArrayBuffer: what a Response body takes.
    return await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    return new URLSearchParams()
  }
}

export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight()
    const token = new URL(req.url).searchParams.get('token') ?? ''
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!deps.siteUrl) {
        console.error(`email-unsubscribe: ${SITE_URL_MISSING}`)
        return jsonError(SITE_URL_MISSING, 503)
      }
      return new Response(null, {
        status: 303,
        headers: { Location: unsubscribePageUrl(deps.siteUrl, token), 'Cache-Control': 'no-store' },
      })
    }
    if (req.method !== 'POST') {
      return jsonError(unsubscribeMessages.method, 405, { Allow: 'GET, POST' })
    }
    const form = await readForm(req)
    if (form === BODY_TOO_LARGE) return bodyTooLarge(MAX_BODY_BYTES)
    if (!isOneClickForm(form)) return jsonError(unsubscribeMessages.notOneClick, 400)
    if (!UNSUBSCRIBE_TOKEN.test(token)) return jsonError(unsubscribeMessages.unknown, 404)
    try {
      const known = await deps.unsubscribe(token)
      return known
        ? json({ message: unsubscribeMessages.done })
        : jsonError(unsubscribeMessages.unknown, 404)
    } catch (error) {
      return serverError('email-unsubscribe', 'recording the unsubscribe failed', error, {
        text: unsubscribeMessages.failed,
        status: 500,
      })
    }
  }
