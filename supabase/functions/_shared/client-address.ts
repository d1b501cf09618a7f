/**
 * The caller's address as the platform's edge reports it: Cloudflare's header on hosted
 * Supabase (set by the edge, not the client), else the gateway's x-forwarded-for (the local
 * stack sets it to the peer address). Without either, every caller shares one bucket, which
 * errs on the side of throttling. An IPv6 caller usually holds a whole /64 and can hop between
 * its addresses at will, so the /64 counts as one address; an IPv4-mapped IPv6 address counts
 * as its IPv4 address.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const address =
    req.headers.get('cf-connecting-ip')?.trim() ||
    req.headers.get('x-real-ip')?.trim() ||
    forwarded ||
    'unknown'
  return rateLimitAddress(address)
}

const HEXTET = /^[0-9a-f]{1,4}$/

/** "2001:db8:0:1::/64" for any IPv6 address in that /64; null when it is not IPv6. */
function ipv6Prefix(address: string): string | null {
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2) return null
  const [head = '', tail] = halves
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right]
  if (!groups.every((group) => HEXTET.test(group))) return null
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''))
  return `${prefix.join(':')}::/64`
}

/** The unit a limit counts: IPv4 addresses as they are, IPv6 by their /64. */
export function rateLimitAddress(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
  if (mapped?.[1]) return mapped[1]
  return ipv6Prefix(bare) ?? address
}
