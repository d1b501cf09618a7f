import { supabaseUrl } from '@/lib/supabase'

/** The backend this build talks to, for the Settings section. */
export const projectUrl = supabaseUrl
