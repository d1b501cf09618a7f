import { supabaseKey, supabaseUrl } from '@/lib/supabase-env'

/**
 * POSTs JSON to an edge function as supabase-js's functions.invoke would, with the browser's key:
 * public pages (the contact form) call functions without pulling in the client library.
 */
export function invokeFunction(name: string, body: unknown): Promise<Response> {
  return fetch(`${supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: supabaseKey,
      Authorization: `Bearer ${supabaseKey}`,
    },
    body: JSON.stringify(body),
  })
}
