import { mailEnv } from '../_shared/email/mail-env.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const db = serviceClient(rawEnv)
  const mail = mailEnv(rawEnv, db)
  const limit = RATE_LIMITS.webinarRegistration
  return {
    allowRequest: (address) => hitRateLimit(db, limit, address),
    siteUrl: mail.siteUrl,
    brand: mail.brand,
    now: () => new Date(),
    // One transaction: the registration (unless this email already has one for this
    // workshop; the unique index on (lower("Email"), webinar_title)), its new link and the email,
    // unless the address had a link within the hour (emailed false: nothing written but the row).
    async register({ registration, access, expiresAt, email }) {
      const { data, error } = await db.rpc('register_webinar', {
        p_name: registration.name,
        p_email: registration.email,
        p_webinar_title: registration.webinar_title,
        p_link_id: access.linkId,
        p_link_token: access.token,
        p_link_expires_at: expiresAt.toISOString(),
        p_email_subject: email.subject,
        p_email_html: email.html,
        p_email_text: email.text,
        p_utm_source: registration.utm_source || undefined,
        p_utm_medium: registration.utm_medium || undefined,
        p_utm_campaign: registration.utm_campaign || undefined,
        p_referrer: registration.referrer || undefined,
      })
      const row = data?.[0]
      if (error || !row) throw new Error(error?.message ?? 'register_webinar returned no row')
      return { created: row.created, outboxId: row.emailed ? row.outbox_id : null }
    },
    deliverNow: mail.deliverNow,
  }
}
