import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { AnalyticsSuiteSection } from './analytics-suite-section'

function renderSection() {
  return renderWithRouter(<AnalyticsSuiteSection />)
}

describe('AnalyticsSuiteSection', () => {
  it('opens on Website Sessions: 247 sessions today, 3:42 average duration, 32.4% bounce rate', () => {
    renderSection()

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Website Sessions',
      'GMB Ranking',
      'Performance',
    ])
    expect(screen.getByRole('tab', { name: 'Website Sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = within(screen.getByRole('tabpanel'))
    expect(panel.getByText('Sessions today').nextElementSibling).toHaveTextContent('247')
    expect(panel.getByText('Average duration').nextElementSibling).toHaveTextContent('3:42')
    expect(panel.getByText('Bounce rate').nextElementSibling).toHaveTextContent('32.4%')
  })

  it('reaches GMB Ranking with the keyboard and shows the sample keyword and ranks', async () => {
    const user = userEvent.setup()
    renderSection()

    await user.tab()
    await user.keyboard('{ArrowRight}')

    expect(screen.getByRole('tab', { name: 'GMB Ranking' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = within(screen.getByRole('tabpanel'))
    expect(panel.getByText(/video game store/)).toBeInTheDocument()
    expect(panel.getByText('#4')).toBeInTheDocument()
    expect(panel.getByText('3.71')).toBeInTheDocument()
    expect(panel.getByRole('link', { name: /rank tracking demo/i })).toHaveAttribute(
      'href',
      '/gmb-tank-tracking',
    )
  })

  it('offers the Performance date ranges and switches the figures', async () => {
    const user = userEvent.setup()
    renderSection()

    await user.click(screen.getByRole('tab', { name: 'Performance' }))
    const panel = within(screen.getByRole('tabpanel'))
    const ranges = panel.getAllByRole('button')
    expect(ranges.map((button) => button.textContent)).toEqual([
      'Last 7 Days',
      'Last 30 Days',
      'Last 90 Days',
    ])
    expect(panel.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(panel.getByText('Visitors').nextElementSibling).toHaveTextContent('1,729')

    await user.click(panel.getByRole('button', { name: 'Last 90 Days' }))

    expect(panel.getByRole('button', { name: 'Last 90 Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(panel.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(panel.getByText('Visitors').nextElementSibling).toHaveTextContent('21,950')
    expect(panel.queryByText('1,729')).not.toBeInTheDocument()
  })
})
