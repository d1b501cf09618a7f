// The home pages (/ and /home2) rendered whole, with their lazily loaded sections.
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { siteConfig } from '@/config/site'
import { Component as HomePage } from '@/features/home/pages/home'
import { Component as Home2Page } from '@/features/home/pages/home2'
import { renderWithRouter } from '@tests/render.tsx'

/** Renders a page and waits for its lazily loaded sections below the hero. */
async function renderAt(path: string, Page: ComponentType) {
  const result = renderWithRouter(<Page />, { path })
  // Rendering the whole page after the lazy import can exceed the 1 s default on a busy machine.
  await screen.findByText('Simple, transparent pricing', {}, { timeout: 5000 })
  return result
}

const headMeta = (selector: string) => document.head.querySelector(selector)

// Transform the lazily loaded sections once up front, so no test waits on the first compile.
beforeAll(() => import('./home-page-sections'))

afterEach(() => window.localStorage.clear())

describe('home page /', () => {
  it('stores webinarDate as 2024-03-28T13:00:00-05:00 once mounted', async () => {
    expect(window.localStorage.getItem('webinarDate')).toBeNull()

    await renderAt('/', HomePage)

    expect(window.localStorage.getItem('webinarDate')).toBe('2024-03-28T13:00:00-05:00')
  })

  it('has one h1 and its sections in the spec’s order', async () => {
    await renderAt('/', HomePage)

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(sections).toEqual([
      'What can we help you with?',
      'Everything you need to turn traffic into revenue',
      'Most of your traffic is invisible. It doesn’t have to be.',
      'Dashboards your whole team will actually open',
      'Automation Tools',
      'Real-time analytics, without the learning curve',
      'Simple, transparent pricing',
      'Ready to see who’s been visiting?',
    ])
  })

  it('anchors features and pricing, and closes with View Pricing Plans to #pricing', async () => {
    const { container } = await renderAt('/', HomePage)

    expect(container.querySelector('section#features')).toBeInTheDocument()
    expect(container.querySelector('section#pricing')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute(
      'href',
      '#pricing',
    )
  })

  it('shows six feature cards', async () => {
    await renderAt('/', HomePage)

    const features = screen.getByRole('region', {
      name: 'Everything you need to turn traffic into revenue',
    })
    expect(features.querySelectorAll('article')).toHaveLength(6)
  })

  it('carries the static claims as copy', async () => {
    const { container } = await renderAt('/', HomePage)
    const text = container.textContent

    for (const claim of ['97%', '300%', '1,000+ companies', '24\u00a0hrs', '10-30%']) {
      expect(text).toContain(claim)
    }
  })

  it('uses the home Starter checkout link', async () => {
    await renderAt('/', HomePage)

    expect(screen.getByRole('link', { name: /get started with starter/i })).toHaveAttribute(
      'href',
      siteConfig.links.checkoutStarterHome,
    )
  })

  it('is indexable with a branded title', async () => {
    await renderAt('/', HomePage)

    expect(document.title).toContain(siteConfig.brand)
    expect(headMeta('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  })
})

describe('home variant /home2', () => {
  it('is kept out of search and points its canonical at /', async () => {
    await renderAt('/home2', Home2Page)

    expect(headMeta('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    expect(headMeta('link[rel="canonical"]')).toHaveAttribute('href', siteConfig.siteUrl)
  })

  it('leads with an identity-resolution headline and the same sections below the hero', async () => {
    await renderAt('/home2', Home2Page)

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your visitors have names. Now you can see them.',
    )
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute(
      'href',
      '/identity-resolution',
    )
    expect(screen.getByRole('region', { name: 'Simple, transparent pricing' })).toHaveAttribute(
      'id',
      'pricing',
    )
    expect(window.localStorage.getItem('webinarDate')).toBe('2024-03-28T13:00:00-05:00')
  })
})
