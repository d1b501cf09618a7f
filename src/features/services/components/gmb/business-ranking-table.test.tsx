import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { BusinessRankingTable } from '@/features/services/components/gmb/business-ranking-table'

function renderTable() {
  renderWithRouter(<BusinessRankingTable />)
}

describe('BusinessRankingTable', () => {
  it('is open by default and lists the ranked businesses with their details', () => {
    renderTable()
    const trigger = screen.getByRole('button', { name: 'Business Ranking' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')

    const table = screen.getByRole('table')
    expect(table).toBeVisible()
    // Wider than a phone, it scrolls in a named region that the keyboard can reach.
    const scroller = screen.getByRole('region', { name: 'Business ranking table' })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(table)
    for (const header of ['Position', 'Business', 'Rating', 'Reviews', 'Coordinates']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    const own = screen.getByRole('row', { name: /Pixel Vault Games/ })
    expect(own).toHaveTextContent('4')
    expect(own).toHaveTextContent('4.9')
    expect(own).toHaveTextContent('356')
    expect(own).toHaveTextContent('30.2672, -97.7431')
  })

  it('closes and reopens from its trigger', async () => {
    const user = userEvent.setup()
    renderTable()
    const trigger = screen.getByRole('button', { name: 'Business Ranking' })

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await user.click(trigger)
    expect(screen.getByRole('table')).toBeVisible()
  })
})
