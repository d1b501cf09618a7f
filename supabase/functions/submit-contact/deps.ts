import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import type { Deps } from './handler.ts'

// A visitor may send this many messages per address in the window; a burst beyond it is
// refused until the oldest message leaves the window.
export const CONTACT_RATE = { maxMessages: 5, windowSeconds: 10 * 60 } as const

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  return {
    async allowMessage(address) {
      const { data, error } = await db.rpc('allow_contact_message', {
        address,
        max_messages: CONTACT_RATE.maxMessages,
        window_seconds: CONTACT_RATE.windowSeconds,
      })
      if (error) throw new Error(`rate limit check failed: ${error.message}`)
      return { allowed: data === 0, retryAfterSeconds: data }
    },
    async saveMessage(message) {
      const { error } = await db.from('contact_messages').insert(message)
      if (error) throw new Error(error.message)
    },
  }
}
