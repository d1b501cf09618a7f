// Delivers the email outbox (migration 20261126000200_email_outbox.sql): claim due rows,
// send each with its row id as the Idempotency-Key, record the outcome. A failure is recorded
// and retried later with back-off, unless the provider refused the email for good; it never
// escapes to the caller.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../database.types.ts'
import { isPermanentRefusal, type EmailSender, type OutgoingEmail } from './email-api.ts'

/** How long a claimed row is reserved for this worker (more than one send's timeout). */
const LEASE_SECONDS = 60

export interface OutboxRow extends OutgoingEmail {
  id: string
}

export interface OutboxStore {
  claim(options: { limit: number; id?: string }): Promise<OutboxRow[]>
  finish(
    id: string,
    outcome: { providerId: string } | { error: string; permanent?: boolean },
  ): Promise<void>
}

export interface DeliveryReport {
  sent: number
  failed: number
  /** Refused by the provider for good: recorded as refused, never retried. */
  refused: number
}

export type Log = (message: string, error?: unknown) => void

/** Sends what `claim` hands out; the sender's "not configured" counts as a failed attempt. */
export async function deliverOutbox(
  store: OutboxStore,
  sender: EmailSender,
  options: { limit: number; id?: string },
  log: Log = (message, error) => console.error(message, error ?? ''),
): Promise<DeliveryReport> {
  const rows = await store.claim(options)
  const report: DeliveryReport = { sent: 0, failed: 0, refused: 0 }
  for (const row of rows) {
    try {
      if (!sender.ok) throw new Error(sender.problem)
      const { id } = await sender.send(row, row.id)
      await store.finish(row.id, { providerId: id })
      report.sent++
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      if (isPermanentRefusal(error)) {
        log(`email-outbox: email ${row.id} refused by the provider, not retried`, text)
        await store.finish(row.id, { error: text, permanent: true })
        report.refused++
        continue
      }
      log(`email-outbox: email ${row.id} not delivered, will retry`, text)
      await store.finish(row.id, { error: text })
      report.failed++
    }
  }
  return report
}

/** An outbox row's custom headers (a JSON object of strings; anything else is dropped). */
function headersOf(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return headers
  for (const [name, text] of Object.entries(value)) {
    if (typeof text === 'string') headers[name] = text
  }
  return headers
}

/** The outbox through the service-role client's RPCs. */
export function outboxStore(db: SupabaseClient<Database>): OutboxStore {
  return {
    async claim({ limit, id }) {
      const { data, error } = await db.rpc('claim_email_outbox', {
        p_limit: limit,
        p_lease_seconds: LEASE_SECONDS,
        ...(id ? { p_id: id } : {}),
      })
      if (error) throw new Error(`claiming the email outbox failed: ${error.message}`)
      return data.map((row) => ({
        id: row.id,
        to: row.to_addresses,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: headersOf(row.headers),
      }))
    },
    async finish(id, outcome) {
      const { error } = await db.rpc('finish_email_outbox', {
        p_id: id,
        ...('providerId' in outcome
          ? { p_provider_id: outcome.providerId }
          : { p_error: outcome.error, p_permanent: outcome.permanent ?? false }),
      })
      if (error) throw new Error(`recording email ${id} failed: ${error.message}`)
    },
  }
}

/** How long a visitor's request waits for the immediate attempt (the send goes on after). */
export const DELIVER_NOW_WAIT_MS = 3_000

/**
 * Right after a function wrote an outbox row: one delivery attempt of that row. The caller
 * waits at most waitMs; whatever happens is logged and left to the worker's retries (a lease
 * that runs out makes the row due again), never thrown.
 */
export async function deliverNow(
  store: OutboxStore,
  sender: EmailSender,
  id: string,
  { log, waitMs = DELIVER_NOW_WAIT_MS }: { log?: Log; waitMs?: number } = {},
): Promise<void> {
  const attempt = deliverOutbox(store, sender, { limit: 1, id }, log).then(
    () => {},
    (error: unknown) =>
      (log ?? console.error)(`email-outbox: email ${id} left for the worker`, error),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs)
  })
  await Promise.race([attempt, patience])
  clearTimeout(timer)
}
