import {
  FileText,
  Fingerprint,
  LayoutDashboard,
  MapPin,
  Megaphone,
  MessagesSquare,
  Workflow,
  type LucideIcon,
} from 'lucide-react'
import { siteConfig } from '@/config/site'
import { illustrations, rasterImage } from '@/content/illustrations'

// Above-the-fold copy only: it ships with the page's first load, the rest of the home copy
// (content/home.ts) with the lazily loaded sections below the hero.

/** A hero button either scrolls to a section of the page or goes to another page. */
export type HeroCta = { label: string; target: { section: string } | { route: string } }

export type HeroCopy = {
  eyebrow: string
  title: string
  highlight: string
  subtitle: string
  ctas: [HeroCta, HeroCta]
  trustLine: string
}

export type PageLink = { label: string; href: string; icon: LucideIcon }

export const sectionIds = { features: 'features', pricing: 'pricing' } as const

export const homeHero: HeroCopy = {
  eyebrow: 'AI CRM & visitor identity resolution',
  title: 'Know who visits your website.',
  highlight: 'Turn them into customers.',
  subtitle: `97% of visitors leave without a trace. ${siteConfig.brand} names the anonymous ones, follows every journey and runs the follow-up for you, from one dashboard.`,
  ctas: [
    { label: 'Sign up', target: { section: sectionIds.pricing } },
    { label: 'Explore Features', target: { section: sectionIds.features } },
  ],
  trustLine: 'Trusted by 1,000+ companies · Set up in 24\u00a0hrs',
}

/** The /home2 A/B variant: same page, hero pitched on identity resolution with the CTAs swapped. */
export const identityHero: HeroCopy = {
  eyebrow: 'Website visitor identification',
  title: 'Your visitors have names.',
  highlight: 'Now you can see them.',
  subtitle: `97% of visitors leave without a trace. ${siteConfig.brand} identifies 10-30% of them by name, email and company, and drops them straight into your CRM with the follow-up already running.`,
  ctas: [
    { label: 'See How It Works', target: { route: '/identity-resolution' } },
    { label: 'Sign up', target: { section: sectionIds.pricing } },
  ],
  trustLine: '1,000+ companies · 300% lead increase · Live in 24\u00a0hrs',
}

export const quickLinks: PageLink[] = [
  { label: 'Identity Resolution', href: '/identity-resolution', icon: Fingerprint },
  { label: 'GMB Rank Tracking', href: '/gmb-tank-tracking', icon: MapPin },
  { label: 'Contact Us', href: '/contact', icon: MessagesSquare },
]

export const heroImage = {
  ...rasterImage(illustrations.heroDashboard),
  alt: 'Dashboard showing 247 sessions today, identified visitors by company and a weekly traffic chart',
}

export const helpPanel = {
  title: 'What can we help you with?',
  links: [
    { label: 'Dashboard Tools', href: '/marketing/dashboards', icon: LayoutDashboard },
    { label: 'Content Marketing', href: '/marketing/content', icon: FileText },
    { label: 'GMB Rank Tracking', href: '/gmb-tank-tracking', icon: MapPin },
    { label: 'Identity Resolution', href: '/identity-resolution', icon: Fingerprint },
    { label: 'CRM & Automations', href: '/marketing/email', icon: Workflow },
    { label: 'DFY Marketing', href: '/marketing/websites', icon: Megaphone },
  ] satisfies PageLink[],
}

export const homeSeo = {
  title: `${siteConfig.brand}: AI CRM & Website Visitor Identification`,
  description:
    'Identify anonymous website visitors, track every customer journey and automate follow-up. Dashboards, GMB rank tracking and CRM automations from $147/month.',
  keywords: [
    'AI CRM',
    'visitor identity resolution',
    'website visitor identification',
    'GMB rank tracking',
    'marketing dashboards',
    'CRM automations',
  ],
}

export const identityVariantSeo = {
  title: 'Identify Anonymous Website Visitors',
  description:
    'Put names, emails and companies to the 97% of website visitors who leave without a trace, then follow up automatically. Plans from $147/month.',
  keywords: [
    'identify website visitors',
    'visitor identity resolution',
    'anonymous visitor tracking',
  ],
}
