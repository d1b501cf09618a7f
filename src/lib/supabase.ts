import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { supabaseKey, supabaseUrl } from '@/lib/supabase-env'

export { supabaseKey, supabaseUrl }

/** The one client of the SPA, with the spec's options (§6, §9). */
export const supabase = createClient<Database>(supabaseUrl, supabaseKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  realtime: { params: { eventsPerSecond: 10 } },
})
