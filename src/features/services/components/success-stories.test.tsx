import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { storiesTabsLabel, successStories } from '@/content/marketing-seo-stories'
import { SuccessStories } from '@/features/services/components/success-stories'

function renderStories() {
  renderWithRouter(<SuccessStories label={storiesTabsLabel} stories={successStories} />)
  const tab = (name: string) => screen.getByRole('tab', { name })
  return { tab, panel: () => screen.getByRole('tabpanel') }
}

describe('SuccessStories', () => {
  it('offers E-Commerce, SaaS and Local Business tabs with E-Commerce selected by default', () => {
    const { panel } = renderStories()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['E-Commerce', 'SaaS', 'Local Business'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(panel()).toHaveTextContent('Outdoor gear online store')
  })

  it('switches stories on click', async () => {
    const user = userEvent.setup()
    const { tab, panel } = renderStories()

    await user.click(tab('SaaS'))

    expect(tab('SaaS')).toHaveAttribute('aria-selected', 'true')
    expect(tab('E-Commerce')).toHaveAttribute('aria-selected', 'false')
    expect(panel()).toHaveTextContent('B2B scheduling software')
  })

  it('switches stories with the arrow keys', async () => {
    const user = userEvent.setup()
    const { tab, panel } = renderStories()

    await user.tab()
    expect(tab('E-Commerce')).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')

    expect(tab('Local Business')).toHaveFocus()
    expect(tab('Local Business')).toHaveAttribute('aria-selected', 'true')
    expect(panel()).toHaveTextContent('Multi-location dental practice')
  })

  it('gives every story collapsible Challenge, Solution and Results sections', async () => {
    const user = userEvent.setup()
    const { tab } = renderStories()
    for (const name of ['E-Commerce', 'SaaS', 'Local Business']) {
      await user.click(tab(name))
      const triggers = screen.getAllByRole('button')
      expect(triggers.map((trigger) => trigger.textContent)).toEqual([
        'Challenge',
        'Solution',
        'Results',
      ])
      expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual([
        'true',
        'false',
        'false',
      ])
    }
  })
})
