import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'

// The local stack's well-known demo values (the same ones `supabase start` prints), so a
// fresh checkout talks to `npm run dev` without any set-up. Production builds set both.
const LOCAL_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const env = import.meta.env
export const supabaseUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_URL).replace(/\/$/, '')
export const supabaseAnonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY

/** The one client of the SPA, with the spec's options (§6, §9). */
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  realtime: { params: { eventsPerSecond: 10 } },
})
