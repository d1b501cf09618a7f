import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { HeroVisual } from './hero-visual'

function renderVisual() {
  render(
    <MemoryRouter>
      <HeroVisual />
    </MemoryRouter>,
  )
  const visual = screen.getByTestId('hero-visual')
  const image = within(visual).getByRole('img')
  const panel = within(visual).getByRole('navigation', { name: 'What can we help you with?' })
  return { visual, image, panel }
}

// jsdom has no layout, so the responsive placement is asserted on structure and classes.
describe('HeroVisual', () => {
  it('under 768px the panel follows the image in the normal flow', () => {
    const { image, panel } = renderVisual()

    expect(image.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const baseClasses = [...panel.classList].filter((name) => !name.includes(':'))
    expect(baseClasses).toContain('mt-6')
    expect(baseClasses).not.toContain('absolute')
  })

  it('from 768px (md) the panel is positioned over the image', () => {
    const { visual, panel } = renderVisual()

    expect(visual).toHaveClass('relative')
    expect(panel).toHaveClass('md:absolute', 'md:right-6', 'md:-bottom-8', 'md:mt-0')
  })

  it('has a sized, described hero image', () => {
    const { image } = renderVisual()

    expect(image).toHaveAttribute('alt', expect.stringContaining('247 sessions today'))
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '750')
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
