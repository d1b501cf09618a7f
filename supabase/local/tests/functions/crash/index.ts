// Takes the whole Deno host down, to show that the stack starts it again.
declare const Deno: { serve(handler: () => Response): unknown; exit(code: number): never }

export {}

Deno.serve(() => Deno.exit(1))
