import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import { sanitizeBlogHtml } from '../blog-html/sanitize-blog-html.ts'
import type { Database } from '../database.types.ts'
import type { EngineDeps } from './engine-deps.ts'
import { createOpenAiWriter } from './openai-writer.ts'
import { providerConfig } from './provider-config.ts'

const envSchema = z.object({
  SUPABASE_URL: z.string().url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

/** The engine's real dependencies from a function's environment (missing secrets fail here). */
export function engineFromEnv(env: Record<string, string | undefined>): EngineDeps & {
  serviceRoleKey: string
} {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = envSchema.parse(env)
  const provider = providerConfig(env)
  return {
    db: createClient<Database>(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
    writer: provider.ok ? createOpenAiWriter(provider.config) : { problem: provider.problem },
    sanitize: sanitizeBlogHtml,
    now: () => new Date(),
    serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY,
  }
}
