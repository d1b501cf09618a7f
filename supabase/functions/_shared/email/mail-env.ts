// What a function that sends email reads from its secrets: the public site (SITE_URL, for the
// links in the email), the brand (BRAND_NAME, the same value as the site's VITE_BRAND_NAME),
// CONTACT_NOTIFY_TO (optional: who hears about contact messages instead of every admin), and
// the email API (email-api.ts). A missing value is reported where used; a value that is set but
// invalid throws here, at the function's start, naming the variable (env.ts).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../database.types.ts'
import { DEFAULT_BRAND_NAME } from '../domain/brand.ts'
import { optionalSecret, secretRules, siteUrlSecret, type Env } from '../env.ts'
import { emailSenderFromEnv } from './email-api.ts'
import { deliverNow, outboxStore } from './outbox.ts'

export const SITE_URL_MISSING =
  'SITE_URL is not configured: set it to the public site origin (supabase secrets set SITE_URL=https://your-site); emails link to it'

/** The mail settings of the secrets; throws, naming it, for one that is set but invalid. */
export function mailSettings(env: Env): Pick<MailEnv, 'siteUrl' | 'brand' | 'notifyTo'> {
  return {
    siteUrl: siteUrlSecret(env),
    brand: optionalSecret(env, 'BRAND_NAME', secretRules.text(100)) ?? DEFAULT_BRAND_NAME,
    notifyTo: optionalSecret(env, 'CONTACT_NOTIFY_TO', secretRules.emails) ?? [],
  }
}

export interface MailEnv {
  siteUrl: string | undefined
  brand: string
  notifyTo: string[]
  /** One immediate delivery attempt of an outbox row the function just wrote; never throws. */
  deliverNow: (outboxId: string) => Promise<void>
}

export function mailEnv(env: Env, db: SupabaseClient<Database>): MailEnv {
  const settings = mailSettings(env)
  const store = outboxStore(db)
  const sender = emailSenderFromEnv(env)
  return { ...settings, deliverNow: (id) => deliverNow(store, sender, id) }
}
