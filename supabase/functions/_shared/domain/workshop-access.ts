// The workshop confirmation email's personal link: `/workshop?access=<link id>.<token>`.
// The token is 32 random bytes; the database keeps only its SHA-256 with the link's
// registration and expiry (public.register_webinar, public.workshop_access), so a link opens
// only its own registration's video, until it expires, and reveals nothing else.

/** How long a link works. */
export const WORKSHOP_LINK_TTL_DAYS = 30
export const WORKSHOP_ACCESS_PARAM = 'access'

export interface WorkshopAccess {
  linkId: string
  token: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN = /^[A-Za-z0-9_-]{32,256}$/

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A fresh link: a new id and 32 random bytes as base64url (43 characters). */
export function newWorkshopAccess(): WorkshopAccess {
  return {
    linkId: crypto.randomUUID(),
    token: base64Url(crypto.getRandomValues(new Uint8Array(32))),
  }
}

export function workshopAccessExpiry(now: Date): Date {
  return new Date(now.getTime() + WORKSHOP_LINK_TTL_DAYS * 24 * 60 * 60 * 1000)
}

/** The link the email carries, on the public site. */
export function workshopAccessUrl(siteUrl: string, access: WorkshopAccess): string {
  const url = new URL('/workshop', siteUrl)
  url.searchParams.set(WORKSHOP_ACCESS_PARAM, `${access.linkId}.${access.token}`)
  return url.toString()
}

/** The link's id and token from the page's `access` parameter, or null when malformed. */
export function parseWorkshopAccess(value: string | null | undefined): WorkshopAccess | null {
  const [linkId, token, extra] = (value ?? '').split('.')
  if (extra !== undefined || !linkId || !token || !UUID.test(linkId) || !TOKEN.test(token))
    return null
  return { linkId, token }
}
