/**
 * A failed generation attempt: whether trying again may help, when the provider allows it, and
 * the tokens the provider counted for an answer that was not usable (they cost all the same).
 */
export class GenerationError extends Error {
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined
  readonly usage: { promptTokens: number; completionTokens: number } | undefined

  constructor(
    message: string,
    options: {
      retryable: boolean
      retryAfterMs?: number
      usage?: { promptTokens: number; completionTokens: number }
    },
  ) {
    super(message)
    this.name = 'GenerationError'
    this.retryable = options.retryable
    this.retryAfterMs = options.retryAfterMs
    this.usage = options.usage
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(header: string | null, now: Date): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime())
}
