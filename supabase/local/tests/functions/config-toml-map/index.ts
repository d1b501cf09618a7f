// Import resolution as a deploy does it (functions.test.ts): `greeting` is a bare specifier
// that only the function's own deno.json, or the import map config.toml names, may resolve.
import { greeting } from 'greeting'

declare const Deno: { serve(handler: () => Response): unknown }

Deno.serve(() => new Response(greeting))
