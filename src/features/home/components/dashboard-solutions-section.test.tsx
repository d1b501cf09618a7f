import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { DashboardSolutionsSection } from './dashboard-solutions-section'

function renderSection() {
  return renderWithRouter(<DashboardSolutionsSection />)
}

describe('DashboardSolutionsSection', () => {
  it('lists the four tabs with Dashboard Features selected first', () => {
    renderSection()

    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard Features',
      'Example Reports',
      'KPI Tracking',
      'Our Process',
    ])
    expect(screen.getByRole('tab', { name: 'Dashboard Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All channels in one view')
  })

  it('shows the KPI bars 75%, 52%, 88% and 63% when KPI Tracking is clicked', async () => {
    const user = userEvent.setup()
    renderSection()

    await user.click(screen.getByRole('tab', { name: 'KPI Tracking' }))

    expect(screen.getByRole('tab', { name: 'KPI Tracking' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = within(screen.getByRole('tabpanel'))
    for (const value of ['75%', '52%', '88%', '63%']) {
      expect(panel.getByText(value)).toBeInTheDocument()
    }
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    renderSection()

    await user.tab()
    expect(screen.getByRole('tab', { name: 'Dashboard Features' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')

    expect(screen.getByRole('tab', { name: 'Example Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Monthly Marketing Report')

    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Our Process' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Connect')
  })
})
