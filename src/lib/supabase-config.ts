// The project URL and public anon key, without supabase-js: public pages (the contact form)
// call edge functions with plain fetch and must not pull the client into their bundle.

// The local stack's well-known demo values (the same ones `supabase start` prints), so a
// fresh checkout talks to `npm run dev` without any set-up. Production builds set both.
const LOCAL_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const env = import.meta.env
export const supabaseUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_URL).replace(/\/$/, '')
export const supabaseAnonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY

/** POSTs JSON to an edge function as supabase-js's functions.invoke would, with the anon key. */
export function invokeFunction(name: string, body: unknown): Promise<Response> {
  return fetch(`${supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
    },
    body: JSON.stringify(body),
  })
}
