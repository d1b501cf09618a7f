import type { Context } from 'hono'
import { remoteAddressOf } from '../../gateway/server.ts'
import { authError } from './errors.ts'

const BURST = 30
const IDLE_MS = 60 * 60 * 1000

/**
 * GoTrue's per-IP limiter (internal/api/apilimiter: tollbooth with a token bucket per client
 * address): each address holds up to 30 requests and regains `perFiveMinutes / 300` a second;
 * an address idle for an hour starts again full. Supabase docs, Auth "Rate limits": "a token
 * bucket algorithm ... a maximum capacity of 30 requests".
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()
  private readonly perMs: number

  constructor(
    perFiveMinutes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perFiveMinutes / (5 * 60 * 1000)
  }

  /** Takes one request from the key's bucket; false when it is empty. */
  take(key: string): boolean {
    const now = this.now()
    const seen = this.buckets.get(key)
    const bucket =
      seen && now - seen.at < IDLE_MS
        ? { tokens: Math.min(BURST, seen.tokens + (now - seen.at) * this.perMs), at: now }
        : { tokens: BURST, at: now }
    if (this.buckets.size > 10_000) this.forgetIdle(now)
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket)
      return false
    }
    this.buckets.set(key, { tokens: bucket.tokens - 1, at: now })
    return true
  }

  private forgetIdle(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= IDLE_MS) this.buckets.delete(key)
    }
  }
}

/**
 * The client address a request is limited by. Hosted auth takes it from its gateway; the local
 * stack's gateway is its own server, so the socket's peer address (in-process requests share one).
 */
export function clientAddress(c: Context): string {
  return remoteAddressOf(c.req.raw) ?? 'in-process'
}

/** 429 `over_request_rate_limit` once the caller's bucket is empty (GoTrue's limitHandler). */
export function limitByAddress(buckets: TokenBuckets, c: Context): void {
  if (!buckets.take(clientAddress(c))) {
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}
