// Answers every method with an HTML page, for the gateway's HTML rewrite (html-rewrite.test.ts).
declare const Deno: { serve(handler: (req: Request) => Response): unknown }

Deno.serve(
  (req) =>
    new Response(`<!doctype html><title>${req.method}</title>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    }),
)
