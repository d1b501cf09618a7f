import { TextField } from '@/components/ui/form-field'
import { Slider } from '@/components/ui/slider'
import type { KeyboardEvent } from 'react'
import { clampLeadCount, MAX_LEADS, MIN_LEADS, MIN_PURCHASE_LABEL } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'
import {
  leadCountToPosition,
  MAX_POSITION,
  positionToLeadCount,
} from '@/features/credits/lib/lead-scale'
import { creditMessages } from '@/features/credits/lib/messages'

const RANGE_HINT = `From ${formatCount(MIN_LEADS)} to ${formatCount(MAX_LEADS)} leads (${MIN_PURCHASE_LABEL} minimum).`

// The slider moves over tier segments (lead-scale.ts); its keys still count leads: arrows move
// 100 leads, Page Up/Down and Shift+arrows 1,000, Home/End go to the minimum/maximum.
const ARROW_LEADS = 100
const PAGE_LEADS = 1_000
const KEY_DIRECTION: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  PageUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageDown: -1,
}
/** The number field's name in the purchase form. */
export const LEAD_COUNT_FIELD = 'leadCount'

type LeadCountPickerProps = {
  draft: string
  leadCount: number
  onDraftChange: (draft: string) => void
}

export function LeadCountPicker({ draft, leadCount, onDraftChange }: LeadCountPickerProps) {
  const count = clampLeadCount(leadCount)
  const handleSlide = ([position]: number[]) => {
    if (position !== undefined) onDraftChange(String(positionToLeadCount(position)))
  }
  const handleKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    const direction = KEY_DIRECTION[event.key]
    if (direction === undefined) return
    // Radix's own step handler skips an event whose default is prevented.
    event.preventDefault()
    const skip = event.key.startsWith('Page') || event.shiftKey
    onDraftChange(String(clampLeadCount(count + direction * (skip ? PAGE_LEADS : ARROW_LEADS))))
  }
  return (
    <div className="grid gap-5">
      <TextField
        id="lead-count"
        label={creditMessages.leadCountLabel}
        name={LEAD_COUNT_FIELD}
        hint={RANGE_HINT}
        type="number"
        inputMode="numeric"
        min={MIN_LEADS}
        max={MAX_LEADS}
        step={1}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onBlur={() => onDraftChange(String(clampLeadCount(leadCount)))}
        className="h-12 text-lg font-semibold tabular-nums"
      />
      <div>
        <Slider
          min={0}
          max={MAX_POSITION}
          step={1}
          value={[leadCountToPosition(count)]}
          onValueChange={handleSlide}
          onKeyDown={handleKey}
          aria-label={creditMessages.leadCountLabel}
          // Assistive technology hears the lead count, not the track position.
          thumbValue={{ now: count, min: MIN_LEADS, max: MAX_LEADS }}
          aria-valuetext={`${formatCount(count)} leads`}
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{formatCount(MIN_LEADS)}</span>
          <span>{formatCount(MAX_LEADS)}</span>
        </div>
      </div>
    </div>
  )
}
