import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as ContentPage } from '@/features/services/pages/content'

function renderPage() {
  return renderWithRouter(<ContentPage />, { path: '/marketing/content' })
}

describe('content page (/marketing/content)', () => {
  it('shows the Blog, Video, Visual and Copywriting cards', () => {
    renderPage()
    expect(document.title).toBe(
      `Content Marketing Services | ${siteConfig.brand} - AI CRM Platform`,
    )
    const cards = screen.getByRole('region', { name: 'Four formats, one strategy' })
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Blog Content', 'Video Content', 'Visual Content', 'Copywriting'])
  })

  it('starts a content strategy on the booking page in a new tab', () => {
    renderPage()
    const links = screen.getAllByRole('link', { name: /^Start Your Content Strategy/ })
    expect(links.length).toBeGreaterThanOrEqual(1)
    for (const link of links) {
      expect(link).toHaveAttribute('href', siteConfig.links.booking)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
