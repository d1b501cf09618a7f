import { Clock, Gauge, Lightbulb } from 'lucide-react'
import type {
  CtaCopy,
  PageMeta,
  ProcessStep,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const dashboardsMeta: PageMeta = {
  title: 'Custom Marketing Dashboards',
  description:
    'Custom dashboards that bring your CRM, ads, analytics and call data into one live view, built and maintained for you in four steps.',
  keywords: ['marketing dashboards', 'KPI dashboard', 'reporting automation', 'data visualization'],
}

export const dashboardsCopy = {
  getDashboard: 'Get Your Dashboard',
  sourcesLabel: 'Connects the tools you already use',
} as const

export const dashboardsHero: ServiceHeroContent = {
  eyebrow: 'Custom Dashboards',
  title: 'Every number that matters, in one live dashboard',
  lead: 'Stop stitching reports together from five tabs. We connect your CRM, ads, analytics and calls into a dashboard your whole team can read at a glance, updated in real time.',
  image: {
    ...rasterImage(illustrations.dashboards),
    alt: 'Dashboard with 247 sessions today, a 3:42 average duration, a 32.4% bounce rate and KPI progress bars',
  },
}

export const benefitsSection: SectionCopy = {
  eyebrow: 'Benefits',
  title: 'Why teams switch to our dashboards',
}

export const dashboardBenefits: IconCard[] = [
  {
    icon: Gauge,
    title: 'Real-time visibility',
    description:
      'See leads, spend, sessions and revenue as they happen, not at the end of the month.',
  },
  {
    icon: Lightbulb,
    title: 'Decisions backed by data',
    description: 'Spot the campaign, page or rep that moves the needle and act on it the same day.',
  },
  {
    icon: Clock,
    title: 'Hours saved every week',
    description: 'No more copying numbers into spreadsheets: reports build and share themselves.',
  },
]

export const dataSources = [
  'CRM',
  'Spreadsheets',
  'Search ads',
  'Web analytics',
  'Social ads',
  'Short-video ads',
  'Call tracking',
  'Email delivery',
  'Webhooks',
]

export const dashboardProcessSection: SectionCopy = {
  eyebrow: 'Our process',
  title: 'Your dashboard, live in four steps',
}

export const dashboardProcess: ProcessStep[] = [
  {
    title: 'Discovery & KPI mapping',
    description: 'We agree on the questions your dashboard must answer and the KPIs behind them.',
  },
  {
    title: 'Connect your data',
    description: 'We connect your CRM, ad accounts, analytics and spreadsheets securely.',
  },
  {
    title: 'Design & build',
    description: 'We design clear views for owners, marketers and sales, and test every number.',
  },
  {
    title: 'Launch & support',
    description: 'We walk your team through it and keep it accurate as your tools change.',
  },
]

export const dashboardContactCta: CtaCopy = {
  title: 'Get your dashboard',
  description:
    'Tell us which numbers you check every week. We will show you what your dashboard could look like on a free strategy call.',
}
