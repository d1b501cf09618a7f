import { supabase } from '@/lib/supabase'

/** The SPA client's functions API, for `chunkTransport`. */
export const supabaseFunctions = () => supabase
