import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../database.types.ts'
import type { ArticleWriter } from './openai-writer.ts'

export type ServiceClient = SupabaseClient<Database>

/** Everything the engine needs, passed in so tests control the clock and the provider. */
export type EngineDeps = {
  /** A service-role client: the engine writes jobs and drafts for every campaign. */
  db: ServiceClient
  /** The configured writer, or the sentence saying what to configure. */
  writer: ArticleWriter | { problem: string }
  sanitize: (html: string) => string
  now: () => Date
  /** Attempts per job before it is marked failed (default 3). */
  maxAttempts?: number
  /** Wait before attempt n+1 when the provider gives no Retry-After (default 1, 4, 16 min). */
  backoffMs?: (attempt: number) => number
}

export const DEFAULT_MAX_ATTEMPTS = 3
export const defaultBackoffMs = (attempt: number) => 60_000 * 4 ** Math.max(0, attempt - 1)
