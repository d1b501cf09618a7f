import { createHandler } from './handler.ts'

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): unknown
  env: { toObject(): Record<string, string> }
}

Deno.serve(createHandler(Deno.env.toObject()))
