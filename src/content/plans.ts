export type PlanId = 'starter' | 'agency'

export type Plan = {
  id: PlanId
  name: string
  /** Monthly price in whole US dollars. */
  price: number
  tagline: string
  inclusions: string[]
  /** Optional line under the inclusions, for what a short list cannot convey. */
  note?: string
  mostPopular: boolean
}

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 147,
    tagline: 'Perfect for single businesses',
    inclusions: [
      'Visitor tracking with identity resolution',
      'Dashboards',
      'GMB rank tracking',
      'Duration tracking',
      'Automations',
    ],
    mostPopular: false,
  },
  {
    id: 'agency',
    name: 'Agency',
    price: 297,
    tagline: 'For agencies & resellers',
    inclusions: ['Everything in Starter', 'White Label Capable'],
    note: 'Put your own logo and domain on every dashboard and report, and resell the platform to your clients.',
    mostPopular: true,
  },
]

export const plansCopy = {
  eyebrow: 'Pricing',
  heading: 'Simple, transparent pricing',
  intro: 'Pick the plan that fits today. Upgrade, downgrade or cancel at any time.',
  period: 'per month',
  cta: 'Get Started',
  mostPopular: 'Most Popular',
  creditsNote: 'Identity resolution credits are sold separately.',
  creditsLink: 'Buy lead credits',
  enterpriseNote: 'Need more seats, volume or a custom setup?',
  enterpriseLink: 'Contact us for Enterprise pricing',
}
