import { z } from 'zod'

/**
 * An edge function's failure as the SPA reads it: every function answers `{ error }` (5xx add a
 * `requestId` a visitor can quote, submit-contact's 400 adds per-field `fields`) with its status.
 */
export class FunctionError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came (network, CORS, timeout). */
    readonly status: number | null,
    readonly requestId?: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
    this.name = 'FunctionError'
  }

  /** 4xx: the function refused this request (retrying it unchanged will not help). */
  get refused(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500
  }
}

const errorBody = z.object({
  error: z.string().min(1),
  requestId: z.string().optional().catch(undefined),
  fields: z.record(z.string(), z.string()).optional().catch(undefined),
})

type ResponseLike = { status: number; json: () => Promise<unknown> }

/** A fetch Response, whichever copy of the Fetch API made it (Node tests can have two). */
function isResponseLike(value: unknown): value is ResponseLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'status') === 'number' &&
    typeof Reflect.get(value, 'json') === 'function'
  )
}

/** supabase-js's FunctionsHttpError carries the Response as `context` (checked by shape). */
function answerOf(failure: unknown): ResponseLike | null {
  if (isResponseLike(failure)) return failure
  const context: unknown =
    typeof failure === 'object' && failure !== null ? Reflect.get(failure, 'context') : null
  return isResponseLike(context) ? context : null
}

/**
 * The one reader of a failed function call: `failure` is what `functions.invoke` returned as
 * `error`, or the non-2xx Response of a plain fetch (lib/invoke-function). The message is the
 * function's `{ error }` when it sent one, else `fallback` (the feature's own text).
 */
export async function readFunctionError(
  failure: unknown,
  fallback: string,
): Promise<FunctionError> {
  const answer = answerOf(failure)
  if (!answer) return new FunctionError(fallback, null)
  const body = errorBody.safeParse(await answer.json().catch(() => null))
  if (!body.success) return new FunctionError(fallback, answer.status)
  const { error, requestId, fields } = body.data
  return new FunctionError(error, answer.status, requestId, fields)
}
