// Runtime-agnostic HTTP helpers for every edge function: CORS for the headers supabase-js
// sends, and `{ error }` JSON responses.
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders })
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  })
}

export function jsonError(
  error: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return json({ error }, status, headers)
}

/** Reads a JSON body of at most `maxBytes`; null when it is larger, empty or not JSON. */
export async function readJson(req: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const text = await req.text().catch(() => '')
  if (!text || new TextEncoder().encode(text).length > maxBytes) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
