import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { Footer } from '@/components/footer'
import { siteConfig } from '@/config/site'

describe('Footer', () => {
  it('has every footer link and the affiliate note', () => {
    renderWithRouter(<Footer />)
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Book a Demo')).toBe(siteConfig.links.demoCalendar)
    expect(href('Features')).toBe('/#features')
    expect(href('Blog')).toBe('/blog')
    expect(href('Contact')).toBe('/contact')
    expect(href('Billing Portal')).toBe(siteConfig.links.billingPortal)
    expect(href('Privacy Policy')).toBe('/privacy-policy')
    expect(href('Terms of Service')).toBe('/terms-of-service')
    expect(href('Affiliate Terms')).toBe('/terms-of-service#affiliate-terms')
    expect(href('Affiliate Support')).toBe(`mailto:${siteConfig.contact.affiliateEmail}`)
    expect(screen.getByText(/Affiliate payments require an active .* account/)).toBeVisible()
  })
})
