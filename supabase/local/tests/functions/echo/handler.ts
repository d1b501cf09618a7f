import { z } from 'zod'

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

const envSchema = z.object({
  SUPABASE_URL: z.string(),
  SUPABASE_ANON_KEY: z.string(),
  SUPABASE_SERVICE_ROLE_KEY: z.string(),
})

/** The role claim of a JWT, so the service key can be checked without echoing it. */
function roleOf(jwt: string): string {
  const base64 = (jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
  const payload: unknown = JSON.parse(atob(base64))
  return z.object({ role: z.string() }).parse(payload).role
}

async function describeBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? ''
  if (type.startsWith('application/json')) return req.json()
  if (type.startsWith('multipart/form-data')) {
    const form = await req.formData()
    const fields: Record<string, unknown> = {}
    for (const [name, value] of form.entries()) {
      fields[name] =
        typeof value === 'string'
          ? value
          : { filename: value.name, type: value.type, text: await value.text() }
    }
    return fields
  }
  return req.text()
}

/** Answers with everything it received, so tests can see what the host forwarded. */
export const createHandler = (rawEnv: Record<string, string>) => {
  const env = envSchema.parse(rawEnv)
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    const url = new URL(req.url)
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : await describeBody(req)
    const echoed = {
      method: req.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(req.headers),
      body,
      env: {
        SUPABASE_URL: env.SUPABASE_URL,
        SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY,
        serviceRoleKeyRole: roleOf(env.SUPABASE_SERVICE_ROLE_KEY),
      },
    }
    return Response.json(echoed, { headers: corsHeaders })
  }
}
