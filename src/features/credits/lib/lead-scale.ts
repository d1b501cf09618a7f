import { clampLeadCount, CREDIT_TIERS, MAX_LEADS, MIN_LEADS } from '@shared/credit-pricing'

// The top-up slider's scale: each price tier gets an equal stretch of the track, linear inside it,
// so tiers 1-3 are not squeezed into the first tenth of an even 834-500,000 scale. The slider
// moves over positions; the lead count (the field, the price) is always the exact number.

/** Slider positions per tier segment. */
export const SEGMENT_POSITIONS = 1_000

/** Segment edges: the minimum, each tier's first count below the cap, the cap. */
export const SCALE_STOPS: readonly number[] = [
  MIN_LEADS,
  ...CREDIT_TIERS.slice(1)
    .map((tier) => tier.min)
    .filter((min) => min > MIN_LEADS && min < MAX_LEADS),
  MAX_LEADS,
]

export const MAX_POSITION = (SCALE_STOPS.length - 1) * SEGMENT_POSITIONS

function segmentOf(index: number): [number, number] {
  return [SCALE_STOPS[index] ?? MIN_LEADS, SCALE_STOPS[index + 1] ?? MAX_LEADS]
}

/** The lead count at a slider position (0 to MAX_POSITION). */
export function positionToLeadCount(position: number): number {
  const clamped = Math.min(Math.max(position, 0), MAX_POSITION)
  const index = Math.min(Math.floor(clamped / SEGMENT_POSITIONS), SCALE_STOPS.length - 2)
  const [from, to] = segmentOf(index)
  const fraction = (clamped - index * SEGMENT_POSITIONS) / SEGMENT_POSITIONS
  return Math.round(from + fraction * (to - from))
}

/** The nearest slider position for a lead count (clamped to the purchasable range). */
export function leadCountToPosition(leadCount: number): number {
  const count = clampLeadCount(leadCount)
  let index = SCALE_STOPS.length - 2
  while (index > 0 && count < (SCALE_STOPS[index] ?? MIN_LEADS)) index -= 1
  const [from, to] = segmentOf(index)
  return Math.round(index * SEGMENT_POSITIONS + ((count - from) / (to - from)) * SEGMENT_POSITIONS)
}
