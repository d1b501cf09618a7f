import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { homeHero, identityHero } from '@/content/home-hero'
import { HeroSection } from './hero-section'

function renderHero(copy = homeHero) {
  return renderWithRouter(<HeroSection copy={copy} />)
}

describe('HeroSection', () => {
  it('has one h1 and in-page links: Sign up to #pricing, Explore Features to #features', () => {
    renderHero()

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#pricing')
    expect(screen.getByRole('link', { name: 'Explore Features' })).toHaveAttribute(
      'href',
      '#features',
    )
    expect(screen.getByText(/97% of visitors leave without a trace/)).toBeInTheDocument()
  })

  it('has quick links to identity resolution, GMB rank tracking and contact', () => {
    renderHero()

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' }))
    expect(quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/identity-resolution',
      '/gmb-tank-tracking',
      '/contact',
    ])
  })

  it('puts the CTAs of the identity-resolution variant in its own order', () => {
    renderHero(identityHero)

    const [first, second] = screen
      .getAllByRole('link')
      .filter((link) => ['See How It Works', 'Sign up'].includes(link.textContent))
    expect(first).toHaveAttribute('href', '/identity-resolution')
    expect(second).toHaveAttribute('href', '#pricing')
  })
})
