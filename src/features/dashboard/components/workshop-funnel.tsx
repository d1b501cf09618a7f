import { lazy, Suspense, useRef } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Card } from '@/components/ui/card'
import { Table, TableCell, TableHeader } from '@/components/ui/table'
import type { FunnelSource, WorkshopFunnel } from '@/features/dashboard/api/fetch-workshop-funnel'
import { FUNNEL_RANGES, type FunnelDays } from '@/features/dashboard/lib/funnel-range'
import { FUNNEL_STAGES, formatConversion, stageLines } from '@/features/dashboard/lib/funnel-stages'
import { funnelMessages } from '@/features/dashboard/lib/messages'
import { useNearViewport } from '@/lib/use-near-viewport'
import { useIdleOnce } from '@/lib/when-idle'
import { cn } from '@/lib/utils'

// uPlot is loaded with the chart, after the counts are on screen, and only here: when the browser
// is first idle, or sooner if the chart's place comes near the viewport (on a phone it is below
// the first screen). Building the chart is one task of some 50 ms at 4x CPU, the library's first
// run: at idle it does not land in the middle of the admin's scroll to the list and first keys.
const FunnelChart = lazy(() =>
  import('@/features/dashboard/components/funnel-chart').then((m) => ({ default: m.FunnelChart })),
)

const CHART_HEIGHT = 'h-[16.5rem]'

/** Last 7 / 30 / 90 Days, as pressed buttons. */
export function FunnelRangePicker({
  days,
  onChange,
}: {
  days: FunnelDays
  onChange: (days: FunnelDays) => void
}) {
  return (
    <div role="group" aria-label={funnelMessages.rangeGroup} className="grid grid-cols-3 gap-2">
      {FUNNEL_RANGES.map((range) => (
        <button
          key={range.days}
          type="button"
          aria-pressed={range.days === days}
          onClick={() => onChange(range.days)}
          className={cn(
            'whitespace-nowrap rounded-full border px-2 py-1.5 text-xs font-medium transition-colors sm:px-3 sm:text-sm',
            range.days === days
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background text-foreground hover:bg-muted',
          )}
        >
          {range.label}
        </button>
      ))}
    </div>
  )
}

function Stages({ funnel }: { funnel: WorkshopFunnel }) {
  const lines = stageLines(funnel.total)
  const widest = Math.max(funnel.total.registered, 1)
  return (
    <ol aria-label="Funnel stages" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {lines.map((line) => (
        <li
          key={line.stage}
          className={cn(
            'rounded-lg bg-muted/60 p-3',
            line.stage === 'registered' && 'col-span-2 sm:col-span-1',
          )}
        >
          <p className="text-sm font-medium text-muted-foreground">{line.label}</p>
          <p
            className="mt-1 text-2xl font-bold tracking-tight text-foreground"
            data-testid={`funnel-${line.stage}`}
          >
            {line.count.toLocaleString('en-US')}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {line.conversion === null && line.stage === 'registered' ? (
              'in the range'
            ) : (
              <>
                <span className="font-semibold text-foreground">
                  {formatConversion(line.conversion)}
                </span>{' '}
                {funnelMessages.ofPrevious}
              </>
            )}
          </p>
          <div className="mt-2 h-1.5 rounded-full bg-background" aria-hidden="true">
            <div
              className="h-1.5 rounded-full bg-primary"
              style={{ width: `${(line.count / widest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  )
}

const sourceLabel = (row: FunnelSource, other: boolean) =>
  other ? funnelMessages.otherSources : (row.source ?? funnelMessages.noSource)

function Sources({ funnel }: { funnel: WorkshopFunnel }) {
  const rows = [
    ...funnel.sources.map((row) => ({ row, other: false })),
    ...(funnel.otherSources ? [{ row: funnel.otherSources, other: true }] : []),
  ]
  return (
    <Table
      aria-label={funnelMessages.sourcesCaption}
      scrollLabel={funnelMessages.sourcesCaption}
      className="min-w-[40rem]"
    >
      <caption className="mb-2 text-left text-sm font-medium text-foreground">
        {funnelMessages.sourcesCaption}
      </caption>
      <TableHeader
        columns={[
          funnelMessages.source,
          ...FUNNEL_STAGES.map((stage) => ({
            label: funnelMessages.stages[stage],
            className: 'text-right',
          })),
        ]}
      />
      <tbody>
        {rows.map(({ row, other }) => (
          <tr key={other ? ' other' : (row.source ?? ' none')}>
            <TableCell
              className={cn(
                'max-w-[12rem] break-words font-medium',
                (other || row.source === null) && 'italic text-muted-foreground',
              )}
            >
              {sourceLabel(row, other)}
            </TableCell>
            {FUNNEL_STAGES.map((stage) => (
              <TableCell key={stage} className="text-right tabular-nums">
                {row[stage].toLocaleString('en-US')}
              </TableCell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** The funnel of a range: the five stages, the chart per day and the table per source. */
export function WorkshopFunnelView({
  funnel,
  rangeLabel,
}: {
  funnel: WorkshopFunnel
  rangeLabel: string
}) {
  return (
    <div className="grid gap-6">
      <Stages funnel={funnel} />
      {funnel.total.registered === 0 && funnel.days.every((d) => d.paidOrders === 0) ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {funnelMessages.empty(rangeLabel)}
        </p>
      ) : (
        <>
          <ErrorBoundary
            fallback={<p className="text-sm text-destructive">{funnelMessages.chartError}</p>}
          >
            <ChartWhenIdleOrNear days={funnel.days} />
          </ErrorBoundary>
          <Sources funnel={funnel} />
        </>
      )}
    </div>
  )
}

function ChartSkeleton() {
  return <div className={cn(CHART_HEIGHT, 'animate-pulse rounded-lg bg-muted/60')} />
}

/** The chart's skeleton holds its place until the browser is idle or it comes near the viewport. */
function ChartWhenIdleOrNear({ days }: { days: WorkshopFunnel['days'] }) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  const idle = useIdleOnce()
  if (!near && !idle)
    return (
      <div ref={place}>
        <ChartSkeleton />
      </div>
    )
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <FunnelChart days={days} />
    </Suspense>
  )
}

export function WorkshopFunnelSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {FUNNEL_STAGES.map((stage) => (
          <Card
            key={stage}
            elevation="flat"
            className={cn(
              'h-[6.75rem] animate-pulse bg-muted/60',
              stage === 'registered' && 'col-span-2 sm:col-span-1',
            )}
          />
        ))}
      </div>
      <ChartSkeleton />
    </div>
  )
}
