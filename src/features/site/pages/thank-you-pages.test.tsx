import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/config/site'
import { Component as PurchaseThankYou } from '@/features/site/pages/purchase-thank-you'
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

describe('/purchase-thank-you', () => {
  it('offers the download in a new tab when fileUrl is given', () => {
    renderWithRouter(<PurchaseThankYou />, {
      path: '/purchase-thank-you?fileUrl=https%3A%2F%2Ffiles.example.com%2Fleads.csv',
    })
    expect(screen.getByText('Your order has been processed successfully.')).toBeVisible()
    const download = screen.getByRole('link', { name: 'Download Now' })
    expect(download).toHaveAttribute('href', 'https://files.example.com/leads.csv')
    expect(download).toHaveAttribute('target', '_blank')
    expect(download).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('has no download without fileUrl, and refuses script URLs', () => {
    renderWithRouter(<PurchaseThankYou />, {
      path: '/purchase-thank-you?fileUrl=javascript%3Aalert(1)',
    })
    expect(screen.getByText('Your order has been processed successfully.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument()
  })
})
