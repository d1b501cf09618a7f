import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { newWorkshopAccess } from '../_shared/domain/workshop-access.ts'
import { mailEnv } from '../_shared/email/mail-env.ts'
import { hasSecretKey } from '../_shared/project-keys.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps, DueFollowup } from './handler.ts'

// One run queues at most this many; the next run (15 minutes on) takes the rest.
const MAX_PER_RUN = 100

const isKind = (kind: string): kind is DueFollowup['kind'] =>
  kind === 'reminder' || kind === 'resume'

/** The database side, on a service client; `now` is the caller's clock (tests move it). */
export function databaseDeps(
  db: SupabaseClient<Database>,
  env: Record<string, string | undefined>,
  now: () => Date,
): Deps {
  const mail = mailEnv(env, db)
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/$/, '')
  return {
    isScheduler: (req) => hasSecretKey(req, env),
    now,
    siteUrl: mail.siteUrl,
    brand: mail.brand,
    functionsUrl: `${supabaseUrl}/functions/v1`,
    async due(at, limit) {
      const { data, error } = await db.rpc('due_workshop_followups', {
        p_now: at.toISOString(),
        p_limit: limit,
      })
      if (error) throw new Error(error.message)
      return data.flatMap((row) =>
        isKind(row.kind)
          ? [
              {
                registrationId: row.registration_id,
                kind: row.kind,
                name: row.name ?? '',
                email: row.email,
                webinarTitle: row.webinar_title ?? '',
              },
            ]
          : [],
      )
    },
    async enqueue(followup) {
      const { data, error } = await db.rpc('enqueue_workshop_followup', {
        p_registration_id: followup.registrationId,
        p_kind: followup.kind,
        p_link_id: followup.access.linkId,
        p_link_token: followup.access.token,
        p_link_expires_at: followup.expiresAt.toISOString(),
        p_unsubscribe_token: followup.unsubscribeToken,
        p_email_subject: followup.email.subject,
        p_email_html: followup.email.html,
        p_email_text: followup.email.text,
        p_headers: followup.email.headers,
      })
      if (error) throw new Error(error.message)
      return data
    },
    deliverNow: mail.deliverNow,
    // 32 random bytes as base64url, like the personal link's token.
    newToken: () => newWorkshopAccess().token,
    maxPerRun: MAX_PER_RUN,
  }
}

export function createDeps(env: Record<string, string | undefined>): Deps {
  return databaseDeps(serviceClient(env), env, () => new Date())
}
