import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { LeadCalculator } from '@/features/identity/components/lead-calculator'

beforeAll(() => {
  // Radix Slider measures its thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

afterAll(() => {
  vi.unstubAllGlobals()
})

function renderCalculator() {
  renderWithRouter(<LeadCalculator id="calculator" />)
}

describe('LeadCalculator', () => {
  it('shows leads and cost for the starting traffic, without a Book Demo button', () => {
    renderCalculator()
    expect(screen.getByRole('slider', { name: 'Monthly website visitors' })).toHaveAttribute(
      'aria-valuenow',
      '10000',
    )
    expect(screen.getByText('1,400')).toBeInTheDocument()
    expect(screen.getByText('$168')).toBeInTheDocument()
    expect(screen.getByText('$0.12 per lead')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Book Demo' })).not.toBeInTheDocument()
  })

  it('recalculates and shows Book Demo after the first slider change', async () => {
    const user = userEvent.setup()
    renderCalculator()
    const slider = screen.getByRole('slider', { name: 'Monthly website visitors' })

    slider.focus()
    await user.keyboard('{ArrowRight}')

    expect(slider).toHaveAttribute('aria-valuenow', '10500')
    expect(screen.getByText('1,470')).toBeInTheDocument()
    expect(screen.getByText('$176')).toBeInTheDocument()
    const bookDemo = screen.getByRole('link', { name: 'Book Demo' })
    expect(bookDemo).toHaveAttribute('href', siteConfig.links.demoCalendar)
    expect(bookDemo).toHaveAttribute('target', '_blank')
    expect(bookDemo).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('covers the whole 0 to 50,000 range in steps of 500', async () => {
    const user = userEvent.setup()
    renderCalculator()
    const slider = screen.getByRole('slider', { name: 'Monthly website visitors' })
    slider.focus()

    await user.keyboard('{End}')
    expect(slider).toHaveAttribute('aria-valuenow', '50000')
    expect(screen.getByText('7,000')).toBeInTheDocument()
    expect(screen.getByText('$840')).toBeInTheDocument()

    await user.keyboard('{Home}')
    expect(slider).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByText('$0')).toBeInTheDocument()
  })
})
