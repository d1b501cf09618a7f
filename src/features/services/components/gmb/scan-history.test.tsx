import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { ScanHistory } from '@/features/services/components/gmb/scan-history'

describe('ScanHistory', () => {
  it('lists the sample scans and highlights the chosen page of five', async () => {
    const user = userEvent.setup()
    renderWithRouter(<ScanHistory />)
    const pager = screen.getByRole('navigation', { name: 'Scan history pages' })
    expect(within(pager).getAllByRole('button')).toHaveLength(5)
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByText('SCN-1025')).toBeInTheDocument()

    await user.click(within(pager).getByRole('button', { name: 'Page 4' }))

    expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pager).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    )
    expect(screen.getByText('Page 4 of 5')).toBeInTheDocument()
    expect(screen.getByText('SCN-1025')).toBeInTheDocument()
  })
})
