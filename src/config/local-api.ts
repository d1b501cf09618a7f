// The local stack's well-known demo values (the same ones `supabase start` prints), so a fresh
// checkout talks to `npm run dev` without any set-up. Production builds set the URL and a key.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/**
 * The key the browser sends: VITE_SUPABASE_PUBLISHABLE_KEY (sb_publishable_...), else the
 * legacy VITE_SUPABASE_ANON_KEY that existing deployments set, else the local stack's.
 */
export function browserKey(env: {
  VITE_SUPABASE_PUBLISHABLE_KEY?: string
  VITE_SUPABASE_ANON_KEY?: string
}): string {
  return (
    env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() ||
    env.VITE_SUPABASE_ANON_KEY?.trim() ||
    LOCAL_PUBLISHABLE_KEY
  )
}
