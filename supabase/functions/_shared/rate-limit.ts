// The per-address limits of the public write functions. The counting happens atomically in
// the database (public.hit_rate_limit, service role only), so every function instance
// shares one count.
import { jsonError } from './http.ts'

export type RateLimit = { bucket: string; maxHits: number; windowSeconds: number }
export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

export const RATE_LIMITS = {
  webinarRegistration: { bucket: 'register-webinar', maxHits: 10, windowSeconds: 60 },
  contactMessage: { bucket: 'submit-contact', maxHits: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** hit_rate_limit answers 0 when the hit was counted, else the seconds to wait. */
export function toDecision(secondsToWait: number): RateDecision {
  return { allowed: secondsToWait === 0, retryAfterSeconds: Math.max(0, secondsToWait) }
}

/** 429 with Retry-After, exposed so a cross-origin page may read it. */
export function tooManyRequests(message: string, decision: RateDecision): Response {
  return jsonError(message, 429, {
    'Retry-After': String(decision.retryAfterSeconds),
    'Access-Control-Expose-Headers': 'Retry-After',
  })
}
