import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { HeroVisual } from './hero-visual'

function renderVisual() {
  renderWithRouter(<HeroVisual />)
  const visual = screen.getByTestId('hero-visual')
  const image = within(visual).getByRole('img')
  const panel = within(visual).getByRole('navigation', { name: 'What can we help you with?' })
  return { visual, image, panel }
}

// jsdom has no layout: where the panel sits at 390 and 1280 px is measured by the e2e layout check.
describe('HeroVisual', () => {
  it('reads the hero image first, then the help panel', () => {
    const { image, panel } = renderVisual()

    expect(image.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(panel).getByRole('heading', { name: 'What can we help you with?' })).toBeVisible()
  })

  it('has a sized, described hero image', () => {
    const { image } = renderVisual()

    expect(image).toHaveAttribute('alt', expect.stringContaining('247 sessions today'))
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '750')
  })

  it('serves the image as a WebP at the width the screen needs', () => {
    const { image } = renderVisual()

    expect(image).toHaveAttribute('src', '/home/hero-dashboard-800w.webp')
    expect(image.getAttribute('srcset')).toContain('/home/hero-dashboard-800w.webp 800w')
    expect(image).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 44px)'))
  })

  it('offers the six panel buttons with their targets', () => {
    const { panel } = renderVisual()

    const links = within(panel).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard Tools', '/marketing/dashboards'],
      ['Content Marketing', '/marketing/content'],
      ['GMB Rank Tracking', '/gmb-tank-tracking'],
      ['Identity Resolution', '/identity-resolution'],
      ['CRM & Automations', '/marketing/email'],
      ['DFY Marketing', '/marketing/websites'],
    ])
  })
})
