import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as DashboardsPage } from '@/features/services/pages/dashboards'

function renderPage() {
  return renderWithRouter(<DashboardsPage />, { path: '/marketing/dashboards' })
}

describe('dashboards page (/marketing/dashboards)', () => {
  it('shows three benefits and a four-step process', () => {
    renderPage()
    expect(document.title).toBe(
      `Custom Marketing Dashboards | ${siteConfig.brand} - AI CRM Platform`,
    )
    const benefits = screen.getByRole('region', { name: 'Why teams switch to our dashboards' })
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Real-time visibility',
      'Decisions backed by data',
      'Hours saved every week',
      'Connects the tools you already use',
    ])
    const process = screen.getByRole('region', { name: 'Your dashboard, live in four steps' })
    expect(within(process).getAllByRole('listitem')).toHaveLength(4)
  })

  it('links to a #contact section that offers booking and the contact page', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Get Your Dashboard' })).toHaveAttribute(
      'href',
      '#contact',
    )
    const contact = document.getElementById('contact')
    if (!contact) throw new Error('no #contact section')
    expect(within(contact).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Get your dashboard',
    )
    const booking = within(contact).getByRole('link', { name: /^Book a Strategy Call/ })
    expect(booking).toHaveAttribute('href', siteConfig.links.booking)
    expect(booking).toHaveAttribute('target', '_blank')
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})
