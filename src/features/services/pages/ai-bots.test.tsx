import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { Component as AiBotsPage } from '@/features/services/pages/ai-bots'

function renderPage() {
  return renderWithRouter(<AiBotsPage />, { path: '/marketing/ai-bots' })
}

describe('AI bots page (/marketing/ai-bots)', () => {
  it('explains what the AI agents do, with the AI Bots tab current', () => {
    renderPage()
    expect(document.title).toBe(`AI Agents & Voice AI | ${siteConfig.brand} - AI CRM Platform`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'AI agents that answer every lead in seconds, day or night',
    )
    expect(screen.getByRole('link', { name: 'AI Bots' })).toHaveAttribute('aria-current', 'page')
    const capabilities = screen.getByRole('region', { name: 'A front desk that never sleeps' })
    expect(
      within(capabilities)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Answer 24/7',
      'Qualify every lead',
      'Book into your calendar',
      'Hand off to humans',
    ])
  })

  it('shows an example conversation as readable text', () => {
    renderPage()
    const section = screen.getByRole('region', {
      name: 'From first message to booked call in under two minutes',
    })
    const conversation = within(section).getByRole('figure')
    expect(conversation).toHaveTextContent('Example SMS conversation with an AI agent')
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(6)
    expect(conversation).toHaveTextContent('Assessment booked: Thursday, 2:30 pm')
  })

  it('books a strategy call in a new tab and links to the demo', () => {
    renderPage()
    for (const link of screen.getAllByRole('link', { name: /^Book a Strategy Call/ })) {
      expect(link).toHaveAttribute('href', siteConfig.links.booking)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getByRole('link', { name: 'Watch the Demo' })).toHaveAttribute('href', '/demo')
  })
})
