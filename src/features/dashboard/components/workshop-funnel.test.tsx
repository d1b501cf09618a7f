import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { WorkshopFunnel } from '@/features/dashboard/api/fetch-workshop-funnel'
import {
  FunnelRangePicker,
  WorkshopFunnelView,
} from '@/features/dashboard/components/workshop-funnel'

// uPlot draws on a canvas jsdom does not have; the chart's own module is replaced by a list
// of what it was given, so the test sees the view hand it the days.
vi.mock('@/features/dashboard/components/funnel-chart', () => ({
  FunnelChart: ({ days }: { days: WorkshopFunnel['days'] }) => (
    <ul aria-label="chart days">
      {days.map((d) => (
        <li key={d.day}>{`${d.day}: ${d.registered} / ${d.paidOrders}`}</li>
      ))}
    </ul>
  ),
}))

const counts = (
  registered: number,
  started: number,
  reached: number,
  clicked: number,
  paid: number,
) => ({
  registered,
  started,
  reached,
  clicked,
  paid,
})

const FUNNEL: WorkshopFunnel = {
  total: counts(1240, 930, 310, 62, 31),
  sources: [
    { source: 'newsletter', ...counts(700, 600, 200, 40, 20) },
    { source: null, ...counts(500, 300, 100, 20, 10) },
  ],
  otherSources: { source: null, ...counts(40, 30, 10, 2, 1) },
  days: [
    { day: '2026-03-14', registered: 600, paidOrders: 10 },
    { day: '2026-03-15', registered: 640, paidOrders: 21 },
  ],
}

describe('WorkshopFunnelView', () => {
  it('shows each stage with its count and its conversion from the stage before', () => {
    render(<WorkshopFunnelView funnel={FUNNEL} rangeLabel="Last 7 Days" />)
    const stages = within(screen.getByRole('list', { name: 'Funnel stages' })).getAllByRole(
      'listitem',
    )
    expect(stages.map((s) => s.textContent)).toEqual([
      'Registered1,240in the range',
      'Started watching93075% of previous stage',
      'Reached the offer31033.3% of previous stage',
      'Clicked the offer6220% of previous stage',
      'Paid3150% of previous stage',
    ])
  })

  it('lists the sources, none given and the rest together, with every stage', () => {
    render(<WorkshopFunnelView funnel={FUNNEL} rangeLabel="Last 7 Days" />)
    const table = screen.getByRole('table', { name: 'By source (utm_source)' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(rows).toEqual([
      [
        'Source',
        'Registered',
        'Started watching',
        'Reached the offer',
        'Clicked the offer',
        'Paid',
      ],
      ['newsletter', '700', '600', '200', '40', '20'],
      ['(none)', '500', '300', '100', '20', '10'],
      ['Other sources', '40', '30', '10', '2', '1'],
    ])
  })

  it('loads the chart with every day of the range', async () => {
    render(<WorkshopFunnelView funnel={FUNNEL} rangeLabel="Last 7 Days" />)
    const chart = await screen.findByRole('list', { name: 'chart days' })
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['2026-03-14: 600 / 10', '2026-03-15: 640 / 21'])
  })

  it('says so when the range has no registration, and draws no chart or table', () => {
    render(
      <WorkshopFunnelView
        funnel={{
          total: counts(0, 0, 0, 0, 0),
          sources: [],
          otherSources: null,
          days: [{ day: '2026-03-15', registered: 0, paidOrders: 0 }],
        }}
        rangeLabel="Last 30 Days"
      />,
    )
    expect(screen.getByText('No workshop registrations in the last 30 days.')).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByTestId('funnel-paid')).toHaveTextContent('0')
  })
})

describe('FunnelRangePicker', () => {
  it('marks the chosen range and asks for another', async () => {
    const onChange = vi.fn()
    render(<FunnelRangePicker days={30} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Date range' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Last 7 Days', 'false'],
      ['Last 30 Days', 'true'],
      ['Last 90 Days', 'false'],
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 Days' }))
    expect(onChange).toHaveBeenCalledWith(90)
  })
})
