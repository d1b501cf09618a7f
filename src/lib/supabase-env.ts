// The project URL and anon key, apart from supabase-js: the public blog reads with plain fetch
// and must not pull the client library onto its pages.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@shared/local-api.ts'

const env = import.meta.env
export const supabaseUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/$/, '')
export const supabaseAnonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY
