// Deliberately greedy (function-limits.test.ts): keeps 10 MB more every 20 ms, up to 1 GB,
// so the stack must stop it at hosted's 256 MB.
declare const Deno: { serve(handler: () => Promise<Response>): unknown }

export {}

Deno.serve(async () => {
  const kept: Uint8Array[] = []
  for (let i = 0; i < 100; i++) {
    kept.push(new Uint8Array(10 * 1024 * 1024).fill(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return new Response(`kept ${kept.length * 10} MB`)
})
