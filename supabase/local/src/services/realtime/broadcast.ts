import { z } from 'zod'
import type { Db } from '../../db/db.ts'
import type { JwtClaims, StackContext } from '../../stack-context.ts'

export const MESSAGES_CHANNEL = 'realtime_local_messages'

/** A broadcast message realtime.send wrote to realtime.messages. */
export type BroadcastMessage = {
  topic: string
  event: string
  payload: Record<string, unknown>
  private: boolean
}

const messageRows = z.array(
  z.object({
    topic: z.string(),
    event: z.string().nullable(),
    payload: z.preprocess(
      (value) => (typeof value === 'string' ? JSON.parse(value) : value),
      z.record(z.string(), z.unknown()).nullable(),
    ),
    private: z.boolean().nullable(),
  }),
)

const seenRows = z.array(z.object({ seen: z.boolean() }))

/** Thrown to roll the authorisation probe back. */
class Probe {
  constructor(readonly allowed: boolean) {}
}

/**
 * Whether `claims` may read the private channel `topic`, decided as hosted realtime does
 * (supabase/realtime: Realtime.Tenants.Authorization.get_read_authorizations): in one
 * transaction, insert a broadcast message for the topic, then as the caller's role with its
 * claims and `realtime.topic` set, select it back; RLS on realtime.messages decides whether
 * it is visible. The transaction is always rolled back.
 */
export async function canReadTopic(
  ctx: StackContext,
  claims: JwtClaims,
  topic: string,
): Promise<boolean> {
  try {
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private)
         values ($1, 'broadcast', true) returning id::text as id`,
        [topic],
      )
      const id = inserted.rows[0]?.id
      await tx.query(
        `select set_config('role', $1, true),
           set_config('request.jwt.claims', $2, true),
           set_config('request.jwt.claim.role', $1, true),
           set_config('request.jwt.claim.sub', $3, true),
           set_config('realtime.topic', $4, true)`,
        [
          claims.role,
          JSON.stringify(claims),
          typeof claims.sub === 'string' ? claims.sub : '',
          topic,
        ],
      )
      const { rows } = await tx.query(
        `select exists (
           select 1 from realtime.messages
           where id = $1::uuid and topic = $2 and extension = 'broadcast'
         ) as seen`,
        [id, topic],
      )
      throw new Probe(seenRows.parse(rows)[0]?.seen === true)
    })
  } catch (outcome) {
    if (outcome instanceof Probe) return outcome.allowed
    // A policy that fails, or a role without the grant, authorises nothing (as hosted).
    const reason = outcome instanceof Error ? outcome.message : String(outcome)
    console.warn(`[realtime] read authorisation for ${topic} as ${claims.role} failed: ${reason}`)
  }
  return false
}

export interface MessageFeed {
  stop(): Promise<void>
}

/**
 * Hands each committed broadcast message to `deliver`, in commit order (the trigger in
 * capture.sql notifies its id). Messages older than hosted's three-day retention are pruned
 * when the feed starts.
 */
export async function startMessageFeed(
  db: Db,
  deliver: (message: BroadcastMessage) => void,
): Promise<MessageFeed> {
  await db.query(`delete from realtime.messages where inserted_at < now() - interval '3 days'`)
  let queue = Promise.resolve()
  const unlisten = await db.listen(MESSAGES_CHANNEL, (id) => {
    queue = queue
      .then(async () => {
        const { rows } = await db.query(
          `select topic, event, payload, private from realtime.messages where id = $1::uuid`,
          [id],
        )
        for (const row of messageRows.parse(rows)) {
          deliver({
            topic: row.topic,
            event: row.event ?? '',
            payload: row.payload ?? {},
            private: row.private === true,
          })
        }
      })
      .catch((error: unknown) => console.error('[realtime] delivering a broadcast failed:', error))
  })
  return {
    async stop() {
      await unlisten()
      await queue
    },
  }
}
