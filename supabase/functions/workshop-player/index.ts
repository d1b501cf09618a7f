import { requireProjectKey } from '../_shared/project-keys.ts'
import { createDeps } from './deps.ts'
import { createHandler } from './handler.ts'

// Deployed with verify_jwt = false (visitors call it with the publishable key, not a JWT):
// the function itself refuses callers without one of the project's API keys, and every
// action needs the registration's personal link.
const env = Deno.env.toObject()
Deno.serve(requireProjectKey(env, createHandler(createDeps(env))))
