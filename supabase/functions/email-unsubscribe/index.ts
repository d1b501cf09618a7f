import { createDeps } from './deps.ts'
import { createHandler } from './handler.ts'

// Deployed with verify_jwt = false: mail clients post the one-click unsubscribe without a key.
Deno.serve(createHandler(createDeps(Deno.env.toObject())))
