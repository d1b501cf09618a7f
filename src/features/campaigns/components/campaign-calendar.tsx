import { CALENDAR_DAYS, type CalendarSlot } from '@shared/campaigns/calendar'

/** A slot in the campaign's own time zone: 'Mon, Dec 1, 10:30'. */
function slotLabel(at: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
}

/** The next 30 days' slots, each with the keyword it will write about (the scheduler's rule). */
export function CampaignCalendar({
  slots,
  timeZone,
}: {
  slots: CalendarSlot[] | undefined
  timeZone: string
}) {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-foreground">
        Calendar: next {CALENDAR_DAYS} days ({slots?.length ?? 0} slots, {timeZone})
      </summary>
      {slots && slots.length > 0 ? (
        <ol className="mt-2 grid gap-1" aria-label="Calendar">
          {slots.map((slot) => (
            <li key={slot.at} className="flex flex-wrap gap-x-3">
              <time dateTime={slot.at} className="tabular-nums text-muted-foreground">
                {slotLabel(slot.at, timeZone)}
              </time>
              <span className={slot.keyword ? 'text-foreground' : 'text-destructive'}>
                {slot.keyword ?? 'No keyword left'}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted-foreground">No slots: the campaign is not active.</p>
      )}
    </details>
  )
}
