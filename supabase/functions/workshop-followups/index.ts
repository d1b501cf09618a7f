import { createDeps } from './deps.ts'
import { createHandler } from './handler.ts'

Deno.serve(createHandler(createDeps(Deno.env.toObject())))
