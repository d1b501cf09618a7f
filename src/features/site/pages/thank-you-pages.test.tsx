import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/config/site'
import { Component as ThankYou } from '@/features/site/pages/thank-you'
import { renderWithRouter } from '@tests/render.tsx'

afterEach(() => Reflect.deleteProperty(window, 'gtag'))

describe('/thank-you', () => {
  it('thanks the visitor, links home and sends the conversion event', () => {
    const gtag = vi.fn()
    Reflect.set(window, 'gtag', gtag)
    renderWithRouter(<ThankYou />, { path: '/thank-you' })
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    expect(screen.getByText(/submission has been received/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', {
      send_to: siteConfig.adsConversionTarget,
    })
  })

  it('works when the global tag is not loaded', () => {
    renderWithRouter(<ThankYou />, { path: '/thank-you' })
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  })
})
