import { BadgeDollarSign, ChartLine, Palette, Target, UserRoundCheck, Users } from 'lucide-react'
import type {
  CtaCopy,
  Illustration,
  PageMeta,
  ProcessStep,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard, Stat } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const paidSocialMeta: PageMeta = {
  title: 'Paid Social Ads Management',
  description:
    'Analytics-first paid social campaigns: full-funnel tracking, identity-resolved retargeting and weekly optimisation that turns ad spend into booked calls and revenue.',
  keywords: ['paid social ads', 'social media advertising', 'ad management', 'retargeting', 'ROAS'],
}

/** Branding and websites reuse this view; only their metadata and eyebrow differ. */
export const brandingMeta: PageMeta = {
  title: 'Branding Services',
  description:
    'Build a brand people remember with analytics-first paid social: creative testing, audience insight and reporting that shows what your brand spend returns.',
  keywords: ['branding services', 'brand awareness ads', 'paid social', 'creative testing'],
}

export const websitesMeta: PageMeta = {
  title: 'Website & Funnel Services',
  description:
    'Done-for-you websites and funnels paired with analytics-first paid social, so every visit is tracked, identified and followed up.',
  keywords: ['website design', 'landing pages', 'sales funnels', 'paid social', 'DFY marketing'],
}

export const paidSocialEyebrows = {
  paidAds: 'Paid Social Ads',
  branding: 'Branding',
  websites: 'Websites',
} as const

/** What the hero of a page that shows the paid social body says: its badge, heading and lead. */
export type PaidSocialHeroCopy = { eyebrow: string; title: string; lead: string }

/**
 * Branding and websites show the paid social service: their hero says so in its own words, so
 * the badge, the heading and the page title agree.
 */
export const brandingHero: PaidSocialHeroCopy = {
  eyebrow: paidSocialEyebrows.branding,
  title: 'Branding through paid social, measured like performance ads',
  lead: 'We grow your brand with the same analytics-first paid social service: creative testing on social and short-video platforms, audience insight, and reporting that shows which brand spend brought in leads and revenue.',
}

export const websitesHero: PaidSocialHeroCopy = {
  eyebrow: paidSocialEyebrows.websites,
  title: 'Websites and funnels that paid social fills with tracked visitors',
  lead: 'We pair your website and funnels with our analytics-first paid social service: every visit from an ad is tracked, identified and followed up, so each page is judged on the leads and sales it brings in.',
}

export const paidSocialCopy = {
  seeResults: 'See Sample Results',
} as const

export const paidSocialHero: ServiceHeroContent = {
  eyebrow: paidSocialEyebrows.paidAds,
  title: 'Paid social campaigns built on data, not guesswork',
  lead: 'We plan, launch and optimise your ads on social and short-video platforms around the numbers that matter: cost per lead, cost per acquisition and revenue, tracked from the first click to the closed deal.',
  image: {
    ...rasterImage(illustrations.paidSocial),
    alt: 'Ad performance dashboard showing return on ad spend rising week over week',
  },
}

export const analyticsFirst: SectionCopy & { points: string[]; image: Illustration } = {
  eyebrow: 'Our approach',
  title: 'An analytics-first approach',
  description:
    'Most agencies report clicks and impressions. We start with tracking, so every campaign decision is made on the leads and sales it actually produced.',
  points: [
    'Full-funnel tracking from ad click to booked call and closed deal',
    'Identity resolution shows who engaged, not just how many',
    'Acquisition cost calculated per campaign, audience and creative',
    'Budget shifted every week towards the ads that convert',
  ],
  image: {
    ...rasterImage(illustrations.attribution),
    alt: 'Funnel from ad click to identified visitor, lead and customer, with the cost at each stage',
  },
}

export const reasonsSection: SectionCopy = {
  eyebrow: 'Why choose us',
  title: 'Reasons businesses choose our ad team',
  description: 'Senior strategists, honest reporting and the tracking to back every claim.',
}

export const reasons: IconCard[] = [
  {
    icon: BadgeDollarSign,
    title: 'Every dollar accounted for',
    description: 'See spend, leads, cost per acquisition and revenue side by side, per campaign.',
  },
  {
    icon: Users,
    title: 'Audiences from real visitors',
    description:
      'Retarget the people our identity resolution names on your site, not lookalike guesses.',
  },
  {
    icon: Palette,
    title: 'Creative that converts',
    description:
      'Scroll-stopping video and static ads, tested in rounds so winners get the budget.',
  },
  {
    icon: ChartLine,
    title: 'Transparent reporting',
    description: 'A live dashboard instead of a monthly PDF, with the same numbers we optimise on.',
  },
  {
    icon: Target,
    title: 'Built around your offer',
    description: 'Campaigns designed for your sales cycle, whether you sell in a day or a quarter.',
  },
  {
    icon: UserRoundCheck,
    title: 'A dedicated strategist',
    description: 'One senior point of contact who knows your account and answers within a day.',
  },
]

export const resultsSection: SectionCopy = {
  eyebrow: 'Sample results',
  title: 'What analytics-first ads can do',
  description:
    'Illustrative figures from past client campaigns. Your results depend on your market, offer and budget.',
}

export const sampleResults: Stat[] = [
  { value: '300%', label: 'more qualified leads' },
  { value: '42%', label: 'lower cost per acquisition' },
  { value: '3.8x', label: 'return on ad spend' },
  { value: '2.5x', label: 'higher click-through rate' },
]

export const paidSocialProcessSection: SectionCopy = {
  eyebrow: 'Our process',
  title: 'Six steps from first call to scaled campaigns',
}

export const paidSocialProcess: ProcessStep[] = [
  {
    title: 'Discovery call',
    description: 'We learn your offer, margins, sales cycle and what a good lead is worth to you.',
  },
  {
    title: 'Tracking & audit',
    description: 'We install full-funnel tracking and audit past campaigns to find wasted spend.',
  },
  {
    title: 'Strategy & audiences',
    description: 'We map audiences, budgets and offers to each stage of your funnel.',
  },
  {
    title: 'Creative production',
    description: 'Our team writes, designs and edits the ads, and you approve before launch.',
  },
  {
    title: 'Launch & test',
    description: 'Campaigns go live with structured tests on audiences, hooks and formats.',
  },
  {
    title: 'Optimise & scale',
    description: 'Weekly reviews move budget to the winners and scale what is profitable.',
  },
]

export const paidSocialCta: CtaCopy = {
  title: 'Ready to see what your ad spend really returns?',
  description:
    'Book a free strategy call. We will review your current campaigns and show you where the next lead should come from.',
}
