import type { RestTarget } from '@shared/blog-rest'
import { supabaseKey, supabaseUrl } from '@/lib/supabase-env'

/** Public reads go straight to PostgREST with the anon key: no supabase-js on blog pages. */
export const restTarget: RestTarget = { url: supabaseUrl, publishableKey: supabaseKey }
