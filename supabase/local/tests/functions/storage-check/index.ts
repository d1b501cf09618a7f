import { createClient } from '@supabase/supabase-js'

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): unknown
  env: { get(name: string): string | undefined }
}

// Calls the stack back with the service-role key, as real functions do.
Deno.serve(async () => {
  const supabase = createClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  )
  const { data, error } = await supabase.storage.getBucket('test-locked')
  return Response.json({ bucket: data?.id ?? null, error: error?.message ?? null })
})
