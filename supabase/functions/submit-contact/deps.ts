import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const limit = RATE_LIMITS.contactMessage
  return {
    allowMessage: (address) => hitRateLimit(db, limit, address),
    async saveMessage(message) {
      const { error } = await db.from('contact_messages').insert(message)
      if (error) throw new Error(error.message)
    },
  }
}
