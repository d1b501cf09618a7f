// Deliberately slow (function-limits.test.ts): never starts a response, so the stack must
// answer for it when the request idle timeout passes.
declare const Deno: { serve(handler: () => Promise<Response>): unknown }

export {}

Deno.serve(() => new Promise<Response>(() => {}))
