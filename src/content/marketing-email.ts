import { FlaskConical, Mail, MailCheck, RefreshCw, Split, Workflow } from 'lucide-react'
import type {
  CtaCopy,
  PageMeta,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard, Stat } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const emailMeta: PageMeta = {
  title: 'Email Marketing Services',
  description:
    'Done-for-you email marketing: automated sequences, newsletters, segmentation and deliverability, with clients averaging 30% better open rates and 40% list growth.',
  keywords: [
    'email marketing services',
    'email automation',
    'drip campaigns',
    'newsletter management',
  ],
}

export const emailHero: ServiceHeroContent = {
  eyebrow: 'Email Marketing',
  title: 'Email campaigns that get opened, clicked and answered',
  lead: 'We write, design and automate the emails that turn new leads into booked calls and past customers into repeat buyers, connected to your CRM so every reply lands in the right pipeline.',
  image: {
    ...rasterImage(illustrations.email),
    alt: 'Automated email sequence with open and click rates shown for each message',
  },
}

export const emailMetricsSection: SectionCopy = {
  eyebrow: 'Results',
  title: 'Average improvement for our email clients',
  description: 'Measured against each client’s own baseline in the first six months.',
}

export const emailMetrics: Stat[] = [
  { value: '30%', label: 'Open rates' },
  { value: '25%', label: 'Click rates' },
  { value: '15%', label: 'Conversion rates' },
  { value: '40%', label: 'List growth' },
]

export const emailServicesSection: SectionCopy = {
  eyebrow: 'Services',
  title: 'Everything your email programme needs',
  description: 'Strategy, copy, design, automation and reporting, handled by one team.',
}

export const emailServices: IconCard[] = [
  {
    icon: Workflow,
    title: 'Automated sequences',
    description: 'Welcome, nurture and follow-up flows that reach every lead at the right moment.',
  },
  {
    icon: Mail,
    title: 'Newsletters & campaigns',
    description: 'Regular sends that keep you top of mind, written in your voice.',
  },
  {
    icon: Split,
    title: 'Segmentation & personalisation',
    description: 'Messages tailored by interest, behaviour and pipeline stage.',
  },
  {
    icon: FlaskConical,
    title: 'A/B testing',
    description: 'Subject lines, offers and send times tested so every campaign beats the last.',
  },
  {
    icon: MailCheck,
    title: 'Deliverability management',
    description: 'Authentication, list hygiene and warm-up that keep you out of the spam folder.',
  },
  {
    icon: RefreshCw,
    title: 'CRM & pipeline sync',
    description: 'Opens, clicks and replies update your CRM and trigger the next automation.',
  },
]

export const emailCta: CtaCopy = {
  title: 'Turn your list into your best sales channel',
  description:
    'Book a strategy call and we will audit your current emails and map your first sequence.',
}
