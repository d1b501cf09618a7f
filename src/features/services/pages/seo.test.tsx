import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as SeoPage } from '@/features/services/pages/seo'

function renderPage() {
  return renderWithRouter(<SeoPage />, { path: '/marketing/seo' })
}

describe('SEO page (/marketing/seo)', () => {
  it('shows the hero, strategy list and metric bars', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rank higher')
    expect(document.title).toBe(`SEO Services | ${siteConfig.brand} - AI CRM Platform`)
    const strategy = screen.getByRole('region', {
      name: 'An SEO strategy built around revenue, not vanity rankings',
    })
    for (const { value, label } of [
      { value: '+215%', label: 'Organic traffic' },
      { value: '+73%', label: 'Keyword rankings' },
      { value: '+41%', label: 'Conversions' },
    ]) {
      expect(within(strategy).getByText(label).closest('li')).toHaveTextContent(value)
    }
  })

  it('lists the 4-step process and the three services', () => {
    renderPage()
    const steps = within(screen.getByRole('region', { name: 'A proven 4-step SEO process' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(steps).toEqual([
      'Research & Analysis',
      'Strategy Development',
      'Implementation',
      'Measure & Refine',
    ])
    const services = within(
      screen.getByRole('region', { name: 'Complete SEO, on and off your site' }),
    )
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(services).toEqual(['On-Page SEO', 'Technical SEO', 'Off-Page SEO'])
  })

  it('shows example keyword data in a table', () => {
    renderPage()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Keyword', 'Monthly volume', 'Difficulty', 'Intent'])
    const row = within(table).getByRole('row', { name: /website visitor identification/ })
    expect(row).toHaveTextContent('2,400')
    expect(row).toHaveTextContent('38 · Easy')
    expect(row).toHaveTextContent('Commercial')
  })

  it('defaults the success stories to E-Commerce and switches to Local Business', async () => {
    const user = userEvent.setup()
    renderPage()
    expect(screen.getByRole('tab', { name: 'E-Commerce' })).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('tab', { name: 'Local Business' }))

    expect(screen.getByRole('tabpanel')).toHaveTextContent('Multi-location dental practice')
  })

  it('repeats Schedule a Free Consultation, each opening the booking page in a new tab', () => {
    renderPage()
    const links = screen.getAllByRole('link', { name: /^Schedule a Free Consultation/ })
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      expect(link).toHaveAttribute('href', siteConfig.links.booking)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
