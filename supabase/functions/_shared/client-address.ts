/**
 * The caller's address as the platform's edge reports it: Cloudflare's header on hosted
 * Supabase (set by the edge, not the client), else the gateway's x-forwarded-for (the local
 * stack sets it to the peer address). Without either, every caller shares one bucket, which
 * errs on the side of throttling.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (
    req.headers.get('cf-connecting-ip')?.trim() ||
    req.headers.get('x-real-ip')?.trim() ||
    forwarded ||
    'unknown'
  )
}
