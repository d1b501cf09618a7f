// What a function that sends email reads from its secrets: the public site (SITE_URL, for the
// links in the email), the brand (BRAND_NAME, the same value as the site's VITE_BRAND_NAME),
// CONTACT_NOTIFY_TO (optional: who hears about contact messages instead of every admin), and
// the email API (email-api.ts). Nothing here throws: a missing value is reported where used.
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../database.types.ts'
import { DEFAULT_BRAND_NAME } from '../domain/brand.ts'
import { emailSenderFromEnv } from './email-api.ts'
import { deliverNow, outboxStore } from './outbox.ts'

export const SITE_URL_MISSING =
  'SITE_URL is not configured: set it to the public site origin (supabase secrets set SITE_URL=https://your-site); emails link to it'

const origin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)
const emailList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).max(50))

const mailEnvSchema = z.object({
  SITE_URL: origin.optional().catch(undefined),
  BRAND_NAME: z.string().trim().min(1).max(100).optional().catch(undefined),
  CONTACT_NOTIFY_TO: emailList.optional().catch(undefined),
})

export interface MailEnv {
  siteUrl: string | undefined
  brand: string
  notifyTo: string[]
  /** One immediate delivery attempt of an outbox row the function just wrote; never throws. */
  deliverNow: (outboxId: string) => Promise<void>
}

export function mailEnv(
  env: Record<string, string | undefined>,
  db: SupabaseClient<Database>,
): MailEnv {
  const parsed = mailEnvSchema.parse(env)
  const store = outboxStore(db)
  const sender = emailSenderFromEnv(env)
  return {
    siteUrl: parsed.SITE_URL,
    brand: parsed.BRAND_NAME ?? DEFAULT_BRAND_NAME,
    notifyTo: parsed.CONTACT_NOTIFY_TO ?? [],
    deliverNow: (id) => deliverNow(store, sender, id),
  }
}
