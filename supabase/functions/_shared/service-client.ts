// supabase-js on the project's keys (project-keys.ts): the server client.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from './database.types.ts'
import { serverKey, type Env } from './project-keys.ts'

const urlSchema = z.object({ SUPABASE_URL: z.url() })

/** supabase-js with the server key (bypasses RLS), without a session. */
export function serviceClient(env: Env): SupabaseClient<Database> {
  const { SUPABASE_URL } = urlSchema.parse(env)
  return createClient<Database>(SUPABASE_URL, serverKey(env), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}
