// The per-address limits of the public write functions. The counting happens atomically in
// the database (public.hit_rate_limit, service role only), so every function instance
// shares one count.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { jsonError } from './http.ts'

export type RateLimit = { bucket: string; maxHits: number; windowSeconds: number }
export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

export const RATE_LIMITS = {
  webinarRegistration: { bucket: 'register-webinar', maxHits: 10, windowSeconds: 60 },
  contactMessage: { bucket: 'submit-contact', maxHits: 5, windowSeconds: 10 * 60 },
  // A buyer opens Checkout a few times at most (a cancel, another tier); a flood of pending
  // orders and Checkout sessions stops at 20 an hour per address.
  creditCheckout: { bucket: 'create-credit-payment', maxHits: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>

/** hit_rate_limit answers 0 when the hit was counted, else the seconds to wait. */
export function toDecision(secondsToWait: number): RateDecision {
  return { allowed: secondsToWait === 0, retryAfterSeconds: Math.max(0, secondsToWait) }
}

/** Counts one hit of `address` on `limit` with a service-role client. */
export async function hitRateLimit(
  db: SupabaseClient<Database>,
  limit: RateLimit,
  address: string,
): Promise<RateDecision> {
  const { data, error } = await db.rpc('hit_rate_limit', {
    bucket: limit.bucket,
    address,
    max_hits: limit.maxHits,
    window_seconds: limit.windowSeconds,
  })
  if (error) throw new Error(`rate limit check failed: ${error.message}`)
  return toDecision(data)
}

/** 429 with Retry-After, exposed so a cross-origin page may read it. */
export function tooManyRequests(message: string, decision: RateDecision): Response {
  return jsonError(message, 429, {
    'Retry-After': String(decision.retryAfterSeconds),
    'Access-Control-Expose-Headers': 'Retry-After',
  })
}
