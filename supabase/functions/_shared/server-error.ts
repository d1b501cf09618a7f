// A failure on our side (database, storage) or a provider's (Stripe, the AI model) never shows
// its own text to the caller: the caller gets the function's fixed message and a request id to
// quote; the function log has the details under the same id.
import { json } from './http.ts'

export type Log = (message: string, error: unknown) => void

export const consoleLog: Log = (message, error) => console.error(message, error)

/** `{ error: text, requestId }` with `status`; logs `<fn> [request <id>]: <what>` and the error. */
export function serverError(
  fn: string,
  what: string,
  error: unknown,
  { text, status, log = consoleLog }: { text: string; status: number; log?: Log },
): Response {
  const requestId = crypto.randomUUID()
  log(`${fn} [request ${requestId}]: ${what}`, error)
  return json({ error: text, requestId }, status)
}
