// The bound on a campaign's keywords: each one becomes a prompt to the AI provider, so a queue
// of thousands, or a keyword of a whole page, is refused. The campaign form, the engine and the
// database check blog_campaigns_keywords_bounded (same numbers) read it from here.

export const MAX_KEYWORDS = 500
export const MAX_KEYWORD_LENGTH = 100

export const keywordMessages = {
  required: 'Enter at least one keyword',
  tooMany: `At most ${MAX_KEYWORDS} keywords per campaign`,
  tooLong: (keyword: string) =>
    `Keyword too long (at most ${MAX_KEYWORD_LENGTH} characters): "${keyword.slice(0, 30)}…"`,
  duplicate: (keyword: string) => `"${keyword}" is already in the queue`,
  noneLeft: 'No keywords left — add keywords',
} as const

/** Keywords from the form's comma-separated text: split, trimmed, empties dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
}

/** What is wrong with a keyword list (null when it is within the bound). */
export function keywordsProblem(keywords: readonly string[]): string | null {
  if (keywords.length === 0) return keywordMessages.required
  if (keywords.length > MAX_KEYWORDS) return keywordMessages.tooMany
  const long = keywords.find((keyword) => keyword.length > MAX_KEYWORD_LENGTH)
  if (long !== undefined) return keywordMessages.tooLong(long)
  return null
}

/** A keyword the engine may send: non-blank and within the length bound. */
export function isUsableKeyword(keyword: string): boolean {
  return keyword.trim() !== '' && keyword.length <= MAX_KEYWORD_LENGTH
}

/**
 * The queue's next keywords, in order: those without an article (`written`) and not already
 * taken by a job in flight (`inFlight`).
 */
export function queuedKeywords(
  keywords: readonly string[],
  written: ReadonlySet<string>,
  inFlight: ReadonlySet<string> = new Set(),
): string[] {
  return keywords.filter((k) => isUsableKeyword(k) && !written.has(k) && !inFlight.has(k))
}
