import { screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as BrandingPage } from '@/features/services/pages/branding'
import { Component as SocialMediaPage } from '@/features/services/pages/social-media'
import { Component as WebsitesPage } from '@/features/services/pages/websites'

function renderPage(Page: ComponentType, path: string) {
  return renderWithRouter(<Page />, { path: path })
}

const bookingLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === siteConfig.links.booking)

describe('paid social page (/marketing/social-media)', () => {
  it('shows the analytics-first approach, reasons, sample results and a six-step process', () => {
    renderPage(SocialMediaPage, '/marketing/social-media')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Paid social campaigns built on data, not guesswork',
      }),
    ).toBeInTheDocument()
    for (const name of [
      'An analytics-first approach',
      'Reasons businesses choose our ad team',
      'What analytics-first ads can do',
      'Six steps from first call to scaled campaigns',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    const process = screen.getByRole('region', {
      name: 'Six steps from first call to scaled campaigns',
    })
    expect(within(process).getAllByRole('listitem')).toHaveLength(6)
    expect(document.getElementById('results')).toHaveTextContent('300%')
  })

  it('opens strategy-call booking in a new tab from every booking button', () => {
    renderPage(SocialMediaPage, '/marketing/social-media')
    const links = bookingLinks()
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      expect(link).toHaveTextContent('Book a Strategy Call')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('titles the page and marks the Paid Ads tab as current', () => {
    renderPage(SocialMediaPage, '/marketing/social-media')
    expect(document.title).toBe(
      `Paid Social Ads Management | ${siteConfig.brand} - AI CRM Platform`,
    )
    expect(screen.getByRole('link', { name: 'Paid Ads' })).toHaveAttribute('aria-current', 'page')
  })
})

describe.each([
  {
    Page: BrandingPage,
    path: '/marketing/branding',
    tab: 'Branding',
    title: 'Branding Services',
    h1: 'Branding through paid social, measured like performance ads',
  },
  {
    Page: WebsitesPage,
    path: '/marketing/websites',
    tab: 'Websites',
    title: 'Website & Funnel Services',
    h1: 'Websites and funnels that paid social fills with tracked visitors',
  },
])('$path reuses the paid social view', ({ Page, path, tab, title, h1 }) => {
  it('with its own title, heading, eyebrow and active tab', () => {
    renderPage(Page, path)
    expect(document.title).toBe(`${title} | ${siteConfig.brand} - AI CRM Platform`)
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument()
    const hero = screen.getByRole('region', { name: h1 })
    expect(within(hero).getByText(tab)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
    expect(bookingLinks().length).toBeGreaterThanOrEqual(3)
  })

  it('points its canonical URL at the paid social page it duplicates', () => {
    renderPage(Page, path)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteConfig.siteUrl}/marketing/social-media`,
    )
  })
})
