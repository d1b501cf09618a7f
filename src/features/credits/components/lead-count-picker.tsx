import { TextField } from '@/components/ui/form-field'
import { Slider } from '@/components/ui/slider'
import { clampLeadCount, formatCount, MAX_LEADS, MIN_LEADS } from '@shared/credit-pricing'
import { messages } from '@/features/credits/lib/messages'

// Arrow keys move the slider by 100 leads and Page Up/Down by 1,000; the field takes any count.
const SLIDER_STEP = 100
/** The number field's name in the purchase form. */
export const LEAD_COUNT_FIELD = 'leadCount'

type LeadCountPickerProps = {
  draft: string
  leadCount: number
  onDraftChange: (draft: string) => void
}

export function LeadCountPicker({ draft, leadCount, onDraftChange }: LeadCountPickerProps) {
  const handleSlide = ([value]: number[]) => {
    if (value !== undefined) onDraftChange(String(value))
  }
  return (
    <div className="grid gap-5">
      <TextField
        id="lead-count"
        label={messages.leadCountLabel}
        name={LEAD_COUNT_FIELD}
        hint={
          <>
            From {formatCount(MIN_LEADS)} to {formatCount(MAX_LEADS)} leads ($100 minimum).
          </>
        }
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
          min={MIN_LEADS}
          max={MAX_LEADS}
          step={SLIDER_STEP}
          value={[clampLeadCount(leadCount)]}
          onValueChange={handleSlide}
          aria-label={messages.leadCountLabel}
          aria-valuetext={`${formatCount(clampLeadCount(leadCount))} leads`}
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{formatCount(MIN_LEADS)}</span>
          <span>{formatCount(MAX_LEADS)}</span>
        </div>
      </div>
    </div>
  )
}
