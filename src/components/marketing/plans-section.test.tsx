import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { PlansSection } from './plans-section'

const STARTER_URL = 'https://checkout.test/starter-for-this-page'

function renderPlans(props: { id?: string; heading?: string } = {}) {
  return renderWithRouter(<PlansSection starterCheckoutUrl={STARTER_URL} {...props} />)
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name })
  const article = heading.closest('article')
  if (!article) throw new Error(`no card for ${name}`)
  return within(article)
}

describe('PlansSection', () => {
  it('shows the Starter plan: $147 per month for single businesses, with its inclusions', () => {
    renderPlans()
    const starter = card('Starter')

    expect(starter.getByText('$147')).toBeInTheDocument()
    expect(starter.getByText('per month')).toBeInTheDocument()
    expect(starter.getByText('Perfect for single businesses')).toBeInTheDocument()
    expect(starter.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Visitor tracking with identity resolution',
      'Dashboards',
      'GMB rank tracking',
      'Duration tracking',
      'Automations',
    ])
    expect(starter.queryByText('Most Popular')).not.toBeInTheDocument()
  })

  it('shows the Agency plan: $297 per month, Most Popular, everything in Starter plus White Label', () => {
    renderPlans()
    const agency = card('Agency')

    expect(agency.getByText('$297')).toBeInTheDocument()
    expect(agency.getByText('per month')).toBeInTheDocument()
    expect(agency.getByText('For agencies & resellers')).toBeInTheDocument()
    expect(agency.getByText('Most Popular')).toBeInTheDocument()
    expect(agency.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Everything in Starter',
      'White Label Capable',
    ])
  })

  it('sends Starter to the page’s own checkout and Agency to the shared one, in new tabs', () => {
    renderPlans()

    const starterLink = card('Starter').getByRole('link', { name: /get started/i })
    const agencyLink = card('Agency').getByRole('link', { name: /get started/i })
    expect(starterLink).toHaveAttribute('href', STARTER_URL)
    expect(agencyLink).toHaveAttribute('href', siteConfig.links.checkoutAgency)
    for (const link of [starterLink, agencyLink]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('says credits are sold separately and sends Enterprise to the contact page', () => {
    renderPlans()

    expect(screen.getByText(/identity resolution credits are sold separately/i)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Buy lead credits' })).toHaveAttribute(
      'href',
      '/credit-topup',
    )
    expect(screen.getByRole('link', { name: /enterprise pricing/i })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('is the #pricing section by default, and takes another id and heading', () => {
    const { container, unmount } = renderPlans()
    expect(container.querySelector('section')).toHaveAttribute('id', 'pricing')
    expect(screen.getByRole('region', { name: 'Simple, transparent pricing' })).toBeInTheDocument()
    unmount()

    const other = renderPlans({ id: 'plans', heading: 'Choose your plan' })
    expect(other.container.querySelector('section')).toHaveAttribute('id', 'plans')
    expect(screen.getByRole('region', { name: 'Choose your plan' })).toBeInTheDocument()
  })
})
