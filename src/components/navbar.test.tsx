import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Navbar } from '@/components/navbar'
import { siteConfig } from '@/config/site'
import { renderWithRouter } from '@tests/render.tsx'

const groups = ['Analytics', 'Automations', 'AI Platform', 'Identity Resolution', 'DFY Marketing']

describe('Navbar', () => {
  it('shows every desktop menu, Blog, Billing and Login', async () => {
    renderWithRouter(<Navbar />)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const group of groups)
      expect(within(nav).getByRole('button', { name: group })).toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    const billing = within(nav).getByRole('link', { name: 'Billing' })
    expect(billing).toHaveAttribute('href', siteConfig.links.billingPortal)
    expect(billing).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      siteConfig.links.appSignIn,
    )
  })

  it('opens a menu with its links', async () => {
    const user = userEvent.setup()
    renderWithRouter(<Navbar />)
    await user.click(await screen.findByRole('button', { name: 'DFY Marketing' }))
    expect(await screen.findByRole('link', { name: /^SEO/ })).toHaveAttribute(
      'href',
      '/marketing/seo',
    )
  })

  it('describes every menu item in a line, DFY Marketing included', async () => {
    const user = userEvent.setup()
    renderWithRouter(<Navbar />)
    await user.click(await screen.findByRole('button', { name: 'DFY Marketing' }))
    const seo = await screen.findByRole('link', { name: /^SEO/ })
    expect(seo).toHaveTextContent('SEORankings that bring in buyers')
    const list = seo.closest('ul')
    if (!list) throw new Error('the menu has no list')
    const items = within(list).getAllByRole('link')
    expect(items).toHaveLength(6)
    for (const item of items) expect(item.querySelectorAll('span')).toHaveLength(2)
  })

  it('opens the mobile overlay, locks scrolling, and closes on Escape', async () => {
    const user = userEvent.setup()
    renderWithRouter(<Navbar />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    for (const group of groups)
      expect(within(dialog).getByRole('heading', { name: group })).toBeVisible()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes the mobile overlay when a link is chosen', async () => {
    const user = userEvent.setup()
    renderWithRouter(<Navbar />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Paid Ads' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/marketing/social-media')
    expect(document.body.style.overflow).toBe('')
  })
})
