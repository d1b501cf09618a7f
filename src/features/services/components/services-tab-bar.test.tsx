import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { ServicesTabBar } from '@/features/services/components/services-tab-bar'

function renderAt(path: string) {
  return renderWithRouter(<ServicesTabBar />, { path, route: '/marketing/:section' })
}

describe('ServicesTabBar', () => {
  it('lists every marketing page in the spec order, linking to its route', () => {
    renderAt('/marketing/social-media')
    const nav = screen.getByRole('navigation', { name: 'Marketing services' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Paid Ads',
      'SEO',
      'Email',
      'Dashboards',
      'Content',
      'Branding',
      'Websites',
      'AI Bots',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/marketing/social-media',
      '/marketing/seo',
      '/marketing/email',
      '/marketing/dashboards',
      '/marketing/content',
      '/marketing/branding',
      '/marketing/websites',
      '/marketing/ai-bots',
    ])
  })

  it('marks only the current page as active', () => {
    renderAt('/marketing/seo')
    expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('aria-current', 'page')
    const others = screen.getAllByRole('link').filter((link) => link.textContent !== 'SEO')
    for (const link of others) expect(link).not.toHaveAttribute('aria-current')
  })

  it('labels the social-media page Paid Ads and moves the mark when another tab is chosen', async () => {
    const user = userEvent.setup()
    renderAt('/marketing/social-media')
    expect(screen.getByRole('link', { name: 'Paid Ads' })).toHaveAttribute('aria-current', 'page')

    await user.click(screen.getByRole('link', { name: 'AI Bots' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/marketing/ai-bots')
    expect(screen.getByRole('link', { name: 'AI Bots' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Paid Ads' })).not.toHaveAttribute('aria-current')
  })
})
