import { mailEnv } from '../_shared/email/mail-env.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const db = serviceClient(rawEnv)
  const mail = mailEnv(rawEnv, db)
  const limit = RATE_LIMITS.contactMessage
  return {
    allowMessage: (address) => hitRateLimit(db, limit, address),
    siteUrl: mail.siteUrl,
    brand: mail.brand,
    // One transaction: the message and the notification to CONTACT_NOTIFY_TO or every admin.
    async saveMessage(message, email) {
      const { data, error } = await db.rpc('submit_contact_message', {
        p_name: message.name,
        p_email: message.email,
        p_subject: message.subject,
        p_message: message.message,
        p_email_subject: email.subject,
        p_email_html: email.html,
        p_email_text: email.text,
        ...(mail.notifyTo.length ? { p_notify_to: mail.notifyTo } : {}),
      })
      if (error) throw new Error(error.message)
      return { outboxId: typeof data === 'string' ? data : null }
    },
    deliverNow: mail.deliverNow,
  }
}
