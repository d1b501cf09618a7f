// The hand-off of credits to the customer app: each ledger row's webhook (private.credit_handoffs,
// migration 20261129030000_credit_delivery.sql) POSTed to CREDITS_WEBHOOK_URL, signed per the
// Standard Webhooks specification (https://www.standardwebhooks.com/, the scheme Supabase's auth
// hooks use): `webhook-id` (the row id, the same on every retry, so the receiver can
// de-duplicate), `webhook-timestamp` (unix seconds of this attempt) and `webhook-signature`
// (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the base64 key after `whsec_`).
// A failure is recorded and retried with back-off; it never escapes to the caller.
import type { SupabaseClient } from '@supabase/supabase-js'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import type { Database, Json } from './database.types.ts'
import { optionalSecret, secretRules, type Env } from './env.ts'

export const HANDOFF_NOT_CONFIGURED =
  'The hand-off to the customer app is off: set the CREDITS_WEBHOOK_URL and CREDITS_WEBHOOK_SECRET function secrets (see docs/payments.md)'

/** How long the receiver may take to answer one delivery. */
export const HANDOFF_TIMEOUT_MS = 10_000
const LEASE_SECONDS = 60
/** How long a caller waits for the immediate attempt (the delivery goes on after). */
export const HANDOFF_NOW_WAIT_MS = 3_000

const secretRule = {
  schema: z.string().regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/),
  expected: 'a Standard Webhooks secret: whsec_ followed by a base64 key',
}

export interface HandoffSettings {
  url: string
  secret: string
}

/** Both secrets, or null (the hand-off is off); one without the other, or invalid, throws. */
export function handoffSettings(env: Env): HandoffSettings | null {
  const url = optionalSecret(env, 'CREDITS_WEBHOOK_URL', secretRules.httpUrl)
  const secret = optionalSecret(env, 'CREDITS_WEBHOOK_SECRET', secretRule)
  if (!url && !secret) return null
  if (!url || !secret) {
    throw new Error(
      `${url ? 'CREDITS_WEBHOOK_SECRET' : 'CREDITS_WEBHOOK_URL'} is not set: the hand-off needs both CREDITS_WEBHOOK_URL and CREDITS_WEBHOOK_SECRET (set it or unset the other)`,
    )
  }
  return { url, secret }
}

export interface HandoffRow {
  id: string
  payload: Json
}

export interface HandoffStore {
  claim(options: { limit: number; id?: string }): Promise<HandoffRow[]>
  finish(id: string, error: string | null): Promise<void>
}

export type HandoffSender = (row: HandoffRow) => Promise<void>

/** One signed POST; throws with the receiver's status and the start of its answer. */
export function handoffSender(
  settings: HandoffSettings,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): HandoffSender {
  const signer = new Webhook(settings.secret)
  return async (row) => {
    const body = JSON.stringify(row.payload)
    const at = now()
    const response = await fetchImpl(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': row.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(row.id, at, body),
      },
      body,
      signal: AbortSignal.timeout(HANDOFF_TIMEOUT_MS),
    }).catch((error: unknown) => {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new Error(
        timedOut
          ? `No answer within ${HANDOFF_TIMEOUT_MS / 1000} s`
          : `Could not reach the receiver: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
    const text = await response.text().catch(() => '')
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`)
    }
  }
}

export interface HandoffReport {
  delivered: number
  failed: number
}

/** Sends what `claim` hands out and records each outcome. */
export async function deliverHandoffs(
  store: HandoffStore,
  send: HandoffSender,
  options: { limit: number; id?: string },
  log: (message: string) => void = (message) => console.error(message),
): Promise<HandoffReport> {
  const rows = await store.claim(options)
  const report: HandoffReport = { delivered: 0, failed: 0 }
  for (const row of rows) {
    try {
      await send(row)
      await store.finish(row.id, null)
      report.delivered++
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      log(`credits-handoff: ${row.id} not delivered, will retry: ${text}`)
      await store.finish(row.id, text)
      report.failed++
    }
  }
  return report
}

/** The hand-offs through the service-role client's RPCs. */
export function handoffStore(db: SupabaseClient<Database>): HandoffStore {
  return {
    async claim({ limit, id }) {
      const { data, error } = await db.rpc('claim_credit_handoffs', {
        p_limit: limit,
        p_lease_seconds: LEASE_SECONDS,
        ...(id ? { p_id: id } : {}),
      })
      if (error) throw new Error(`claiming hand-offs failed: ${error.message}`)
      return data.map((row) => ({ id: row.id, payload: row.payload }))
    },
    async finish(id, failure) {
      const { error } = await db.rpc('finish_credit_handoff', {
        p_id: id,
        ...(failure === null ? {} : { p_error: failure }),
      })
      if (error) throw new Error(`recording hand-off ${id} failed: ${error.message}`)
    },
  }
}

/**
 * Right after the webhook queued a hand-off: one attempt, waited for at most waitMs. Whatever
 * happens is logged and left to the worker's retries, never thrown: the payment is recorded.
 */
export async function deliverHandoffNow(
  store: HandoffStore,
  send: HandoffSender | null,
  id: string,
  waitMs = HANDOFF_NOW_WAIT_MS,
): Promise<void> {
  if (!send) return
  const attempt = deliverHandoffs(store, send, { limit: 1, id }).then(
    () => {},
    (error: unknown) => console.error(`credits-handoff: ${id} left for the worker`, error),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs)
  })
  await Promise.race([attempt, patience])
  clearTimeout(timer)
}
