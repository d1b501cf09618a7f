import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { supabaseKey, supabaseUrl } from '@/lib/supabase-env'

export { supabaseKey, supabaseUrl }

/** The one client of the SPA: a persisted, auto-refreshed session; at most 10 realtime events/s. */
export const supabase = createClient<Database>(supabaseUrl, supabaseKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  realtime: { params: { eventsPerSecond: 10 } },
})
