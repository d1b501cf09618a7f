// The follow-ups' unsubscribe address. POST is RFC 8058's one-click unsubscribe (a mail client
// posts `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, without any project key, so
// the function is deployed with verify_jwt = false); GET is the body's link, answered with a
// short plain-text confirmation (hosted Edge Functions serve GET text/html as text/plain, per
// Supabase's Edge Functions docs, so no HTML page). Either records the token's address in the
// suppressions; an unknown token changes nothing.

const TOKEN = /^[A-Za-z0-9_-]{32,256}$/

export type Deps = {
  /** Suppresses the token's address; false for a token nobody was sent. */
  unsubscribe: (token: string) => Promise<boolean>
  brand: string
}

export const unsubscribeTexts = {
  done: (brand: string) =>
    `You are unsubscribed. ${brand} will send no more workshop reminders to this address.`,
  unknown: 'This unsubscribe link is not valid. If you keep receiving reminders, reply to one.',
  failed: 'Unsubscribing failed. Please try the link again in a minute.',
  method: 'Method not allowed',
} as const

const plain = (text: string, status: number) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method !== 'POST' && req.method !== 'GET') {
      return new Response(`${unsubscribeTexts.method}\n`, {
        status: 405,
        headers: { Allow: 'GET, POST' },
      })
    }
    const token = new URL(req.url).searchParams.get('token') ?? ''
    if (!TOKEN.test(token)) return plain(unsubscribeTexts.unknown, 404)
    try {
      const known = await deps.unsubscribe(token)
      return known
        ? plain(unsubscribeTexts.done(deps.brand), 200)
        : plain(unsubscribeTexts.unknown, 404)
    } catch (error) {
      console.error('email-unsubscribe: recording the unsubscribe failed', error)
      return plain(unsubscribeTexts.failed, 500)
    }
  }
