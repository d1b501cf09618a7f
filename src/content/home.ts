import {
  Bot,
  CalendarClock,
  Compass,
  Eye,
  Fingerprint,
  Gauge,
  Layers,
  MapPin,
  PhoneCall,
  Route,
  Table2,
  Target,
  Webhook,
  Workflow,
} from 'lucide-react'
import type { IconCard } from '@/content/types'
import { illustrations, rasterImage, type RasterImage } from '@/content/illustrations'

export type FeatureCard = IconCard & { delay: number }

export type FeatureSection = {
  title: string
  description: string
  features: IconCard[]
  /** With its intrinsic size, so the browser reserves the space before the image loads. */
  image: RasterImage
  imageAlt: string
  reversed: boolean
}

export const featuresIntro = {
  eyebrow: 'Features',
  title: 'Everything you need to turn traffic into revenue',
  description:
    'Stop guessing which marketing works. See every visitor, every step and every dollar, then let automations do the follow-up.',
}

export const featureCards: FeatureCard[] = [
  {
    icon: Fingerprint,
    title: 'Visitor Identity Resolution',
    description:
      'Put names, emails and companies to anonymous visitors. Most sites see 10-30% of their traffic identified.',
    delay: 0,
  },
  {
    icon: Route,
    title: 'Customer Journey Tracking',
    description:
      'Follow each visitor from the first ad click to the closed deal, across every page and every session.',
    delay: 100,
  },
  {
    icon: Target,
    title: 'Acquisition Cost',
    description:
      'Know what each customer really costs per channel, so budget goes to the campaigns that pay back.',
    delay: 200,
  },
  {
    icon: Gauge,
    title: 'Conversion Monitoring',
    description:
      'Watch forms, calls and bookings convert in real time and get alerted the moment a rate drops.',
    delay: 300,
  },
  {
    icon: MapPin,
    title: 'GMB Rank Tracking',
    description:
      'See where your Google Business Profile ranks on a local grid, keyword by keyword, week over week.',
    delay: 400,
  },
  {
    icon: Eye,
    title: 'Session Recording',
    description:
      'Replay real visits to spot where people hesitate, rage-click or drop off, and fix it fast.',
    delay: 500,
  },
]

export const dataVisualization = {
  eyebrow: 'Visitor intelligence',
  title: 'Most of your traffic is invisible. It doesn’t have to be.',
  description:
    'Your analytics count visitors; we tell you who they are. The chart shows six typical months for a local service business after switching identity resolution on.',
  chart: {
    ...rasterImage(illustrations.visitorChart),
    alt: 'Area chart of monthly visitors rising from 31,200 in January to 48,600 in June, with identified visitors rising from 3,100 to 11,200 and a 23% identification rate in June',
  },
  stats: [
    { value: '97%', label: 'of visitors leave without a trace' },
    { value: '10-30%', label: 'of visitors identified' },
    { value: '300%', label: 'lead increase' },
    { value: '24 hrs', label: 'setup' },
  ],
}

export const dashboardSolutions = {
  eyebrow: 'Dashboard Solutions',
  title: 'Dashboards your whole team will actually open',
  description:
    'Every channel, every KPI and every client in one place, refreshed automatically and ready to share.',
}

export const dashboardFeatures: IconCard[] = [
  {
    icon: Layers,
    title: 'All channels in one view',
    description: 'Ads, organic, email, calls and GMB side by side, no spreadsheet exports.',
  },
  {
    icon: CalendarClock,
    title: 'Scheduled reports',
    description: 'Send branded PDF reports to clients or your team every week, automatically.',
  },
  {
    icon: Table2,
    title: 'Custom data tables',
    description: 'Build tables from any source and filter them by campaign, page or date.',
  },
  {
    icon: Compass,
    title: 'Goal tracking',
    description: 'Set monthly targets and see at a glance who is ahead and who is behind.',
  },
]

export const exampleReports = [
  {
    title: 'Monthly Marketing Report',
    description: 'Spend, leads, cost per lead and ROAS for every channel.',
    metric: '$38.40',
    metricLabel: 'cost per lead',
  },
  {
    title: 'Identified Visitors Report',
    description: 'Named visitors and companies with the pages they read.',
    metric: '1,284',
    metricLabel: 'visitors named',
  },
  {
    title: 'Local SEO Report',
    description: 'GMB rank grid, reviews and calls for each location.',
    metric: '#4',
    metricLabel: 'average map rank',
  },
]

export const kpiBars = [
  { label: 'Lead goal', value: 75 },
  { label: 'Ad spend used', value: 52 },
  { label: 'Email open target', value: 88 },
  { label: 'Booked calls goal', value: 63 },
]

export const dashboardProcess = [
  { title: 'Connect', description: 'Link your site, ad accounts and CRM in a few clicks.' },
  { title: 'Configure', description: 'Pick the KPIs and goals that matter to you.' },
  { title: 'Launch', description: 'Your dashboard goes live within 24\u00a0hrs.' },
  { title: 'Optimize', description: 'Monthly reviews turn the numbers into next steps.' },
]

export const automationTools: FeatureSection = {
  title: 'Automation Tools',
  description:
    'Once a visitor is identified, the follow-up starts by itself. Build it once and let it run around the clock.',
  features: [
    {
      icon: Workflow,
      title: 'Pipeline automations',
      description: 'Move deals between stages and assign owners when leads take action.',
    },
    {
      icon: Webhook,
      title: 'Webhooks',
      description: 'Send every new lead to the tools you already use, in real time.',
    },
    {
      icon: Bot,
      title: 'AI agents',
      description: 'Answer chats and qualify leads day and night in your brand’s voice.',
    },
    {
      icon: PhoneCall,
      title: 'Voice AI & calendar',
      description: 'Call back new leads within minutes and book them straight into your calendar.',
    },
  ],
  image: rasterImage(illustrations.automationWorkflow),
  imageAlt:
    'Workflow: a visitor is identified, added to the CRM, receives an email and an AI call, then a meeting is booked',
  reversed: false,
}

export const analyticsSuite = {
  eyebrow: 'Analytics Suite',
  title: 'Real-time analytics, without the learning curve',
  description: 'Sessions, local rankings and performance trends in plain numbers.',
}

export const websiteSessions = {
  stats: [
    { label: 'Sessions today', value: '247' },
    { label: 'Average duration', value: '3:42' },
    { label: 'Bounce rate', value: '32.4%' },
  ],
  sources: [
    { label: 'Organic search', share: 42 },
    { label: 'Paid ads', share: 27 },
    { label: 'Direct', share: 19 },
    { label: 'Social', share: 12 },
  ],
}

export const gmbRanking = {
  keyword: 'video game store',
  currentRank: 4,
  averageRank: '3.71',
  updated: '5/20/2025',
  note: 'Sample data from our GMB Rank Tracking demo.',
  linkLabel: 'Open the rank tracking demo',
}

export const performanceRangeIds = ['7d', '30d', '90d'] as const
export type PerformanceRangeId = (typeof performanceRangeIds)[number]

export const performanceRanges: Record<
  PerformanceRangeId,
  { label: string; visitors: string; leads: string; conversion: string }
> = {
  '7d': { label: 'Last 7 Days', visitors: '1,729', leads: '96', conversion: '5.6%' },
  '30d': { label: 'Last 30 Days', visitors: '7,412', leads: '418', conversion: '5.6%' },
  '90d': { label: 'Last 90 Days', visitors: '21,950', leads: '1,187', conversion: '5.4%' },
}

export const closingCta = {
  title: 'Ready to see who’s been visiting?',
  description:
    'Join 1,000+ companies that know their visitors by name. Setup takes 24\u00a0hrs, and we do it with you.',
  primary: 'View Pricing Plans',
  secondary: 'Book a Demo',
  community: 'Join the community',
}
