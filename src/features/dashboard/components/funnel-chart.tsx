import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { FunnelDay } from '@/features/dashboard/api/fetch-workshop-funnel'
import { funnelMessages } from '@/features/dashboard/lib/messages'

const HEIGHT = 220
// The site's primary (hsl 243 75% 59%) and the stat cards' emerald-700, as canvas colours.
const REGISTRATIONS_COLOUR = 'hsl(243, 75%, 59%)'
const PAID_COLOUR = '#047857'

/** A day `YYYY-MM-DD` as uPlot's x value: seconds at that local midnight. */
const dayToSeconds = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date).getTime() / 1000
}

/**
 * Registrations and paid workshop orders per day, drawn with uPlot. Its own chunk: the
 * dashboard loads it lazily, so no other route carries uPlot.
 */
export function FunnelChart({ days }: { days: FunnelDay[] }) {
  const target = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = target.current
    if (!element) return
    const data: uPlot.AlignedData = [
      days.map((d) => dayToSeconds(d.day)),
      days.map((d) => d.registered),
      days.map((d) => d.paidOrders),
    ]
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? t : '')) }],
        series: [
          {},
          {
            label: funnelMessages.chartRegistrations,
            stroke: REGISTRATIONS_COLOUR,
            fill: 'hsla(243, 75%, 59%, 0.12)',
            width: 2,
          },
          { label: funnelMessages.chartPaidOrders, stroke: PAID_COLOUR, width: 2 },
        ],
      },
      data,
      element,
    )
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [days])

  const registered = days.reduce((n, d) => n + d.registered, 0)
  const paid = days.reduce((n, d) => n + d.paidOrders, 0)
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium text-foreground">
        {funnelMessages.chartTitle}
      </figcaption>
      <p className="sr-only">
        {`${funnelMessages.chartRegistrations}: ${registered}; ${funnelMessages.chartPaidOrders.toLowerCase()}: ${paid}, over ${days.length} days.`}
      </p>
      <div ref={target} aria-hidden="true" className="w-full" />
    </figure>
  )
}
