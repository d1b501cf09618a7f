import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { BookingButton } from '@/features/services/components/booking-button'

describe('BookingButton', () => {
  it('opens the booking page in a new tab without handing it our window', () => {
    renderWithRouter(<BookingButton label="Schedule a Free Consultation" />)
    const link = screen.getByRole('link', { name: /^Schedule a Free Consultation/ })
    expect(link).toHaveAttribute('href', siteConfig.links.booking)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('tells screen-reader users that it opens a new tab', () => {
    renderWithRouter(<BookingButton label="Book a Strategy Call" />)
    expect(screen.getByRole('link')).toHaveAccessibleName(
      /^Book a Strategy Call\s?\(opens in a new tab\)$/,
    )
  })
})
