import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as EmailPage } from '@/features/services/pages/email'

function renderPage() {
  return renderWithRouter(<EmailPage />, { path: '/marketing/email' })
}

describe('email page (/marketing/email)', () => {
  it('shows the average improvement in open, click, conversion and list growth', () => {
    renderPage()
    expect(document.title).toBe(`Email Marketing Services | ${siteConfig.brand} - AI CRM Platform`)
    const metrics = screen.getByRole('region', {
      name: 'Average improvement for our email clients',
    })
    const terms = within(metrics)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(metrics)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['Open rates', 'Click rates', 'Conversion rates', 'List growth'])
    expect(values).toEqual(['30%', '25%', '15%', '40%'])
  })

  it('lists the email services and books strategy calls in a new tab', () => {
    renderPage()
    const services = screen.getByRole('region', { name: 'Everything your email programme needs' })
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    for (const link of screen.getAllByRole('link', { name: /^Book a Strategy Call/ })) {
      expect(link).toHaveAttribute('href', siteConfig.links.booking)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
