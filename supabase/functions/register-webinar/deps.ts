import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

const UNIQUE_VIOLATION = '23505'

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const limit = RATE_LIMITS.webinarRegistration
  return {
    allowRequest: (address) => hitRateLimit(db, limit, address),
    async registerOnce({ name, email, webinar_title }) {
      const { error } = await db
        .from('Webinar Registration')
        .insert({ name, Email: email, webinar_title })
      // The unique index on (lower("Email"), webinar_title) makes a repeat a no-op.
      if (error?.code === UNIQUE_VIOLATION) return 'duplicate'
      if (error) throw new Error(error.message)
      return 'created'
    },
  }
}
