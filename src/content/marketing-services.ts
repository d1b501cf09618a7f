import type { RasterImage } from '@/content/illustrations'

export type ServiceTab = { label: string; href: string }

/** The tab bar shown across every /marketing/* page, in this order. */
export const serviceTabs: ServiceTab[] = [
  { label: 'Paid Ads', href: '/marketing/social-media' },
  { label: 'SEO', href: '/marketing/seo' },
  { label: 'Email', href: '/marketing/email' },
  { label: 'Dashboards', href: '/marketing/dashboards' },
  { label: 'Content', href: '/marketing/content' },
  { label: 'Branding', href: '/marketing/branding' },
  { label: 'Websites', href: '/marketing/websites' },
  { label: 'AI Bots', href: '/marketing/ai-bots' },
]

export type Illustration = RasterImage & { alt: string }

export type PageMeta = { title: string; description: string; keywords: string[] }

export type ServiceHeroContent = {
  eyebrow: string
  title: string
  lead: string
  image: Illustration
}

export type ProcessStep = { title: string; description: string }

export type SectionCopy = { eyebrow?: string; title: string; description?: string }

export type CtaCopy = { title: string; description: string }

export const servicesCopy = {
  tabBarLabel: 'Marketing services',
  bookStrategyCall: 'Book a Strategy Call',
  newTabNotice: '(opens in a new tab)',
  contactUs: 'Contact Us',
} as const
