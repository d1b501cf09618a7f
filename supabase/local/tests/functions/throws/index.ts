// Fails inside the request, after booting fine (?ok answers normally).
declare const Deno: { serve(handler: (req: Request) => Promise<Response>): unknown }

export {}

Deno.serve(async (req: Request) => {
  if (new URL(req.url).searchParams.has('ok')) return new Response('fine')
  throw new Error('boom')
})
