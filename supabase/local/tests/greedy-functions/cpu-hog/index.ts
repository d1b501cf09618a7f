// Deliberately greedy (function-limits.test.ts): computes for 20 s of wall time, so the stack
// must stop it at hosted's 2 s of CPU per request.
declare const Deno: { serve(handler: () => Response): unknown }

export {}

Deno.serve(() => {
  const until = Date.now() + 20_000
  let spins = 0
  while (Date.now() < until) spins += 1
  return new Response(`spun ${spins} times`)
})
