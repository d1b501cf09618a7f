// The project URL and the browser's key, apart from supabase-js: the public blog reads with
// plain fetch and must not pull the client library onto its pages.
import { browserKey, LOCAL_SUPABASE_URL } from '@/config/local-api.ts'

const env = import.meta.env
export const supabaseUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/$/, '')
/** The publishable key (or the legacy anon key): acts as the anon role. */
export const supabaseKey = browserKey(env)
