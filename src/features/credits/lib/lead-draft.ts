import { MAX_LEADS } from '@shared/credit-pricing'

/**
 * The lead count a half-typed number field stands for: whole, never above the maximum, and
 * free to sit below the minimum until the field is left (so the page can show why it is too low).
 */
export function draftLeadCount(draft: string): number {
  const value = Number(draft.trim() === '' ? Number.NaN : draft)
  if (!Number.isFinite(value)) return 0
  return Math.min(MAX_LEADS, Math.max(0, Math.round(value)))
}
