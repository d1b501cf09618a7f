import {
  BellRing,
  Building2,
  CodeXml,
  Contact,
  DatabaseZap,
  Eye,
  Funnel,
  Mail,
  MapPin,
  MousePointerClick,
  Phone,
  Repeat,
  Send,
  Target,
  TrendingUp,
  UserSearch,
} from 'lucide-react'
import {
  formatMills,
  quoteLeads,
  STANDARD_PRICE_PER_LEAD_MILLS,
  WORKSHOP_BUNDLE_LEADS,
} from '@shared/credit-pricing'
import { siteConfig } from '@/config/site'
import type { IconCard, Stat } from '@/content/types'

// The standard price of one lead, as the copy writes it ("$0.12").
const standardPrice = formatMills(STANDARD_PRICE_PER_LEAD_MILLS)

const brand = siteConfig.brand

export const identityOverview = {
  seoTitle: 'Identity Resolution: Identify Anonymous Website Visitors',
  seoDescription: `${brand} identity resolution names 10-30% of your anonymous website visitors and delivers each one as a lead with contact details and browsing history.`,
  keywords: [
    'identity resolution',
    'website visitor identification',
    'anonymous visitor tracking',
    'B2B lead generation',
    'visitor to lead',
  ],
  eyebrow: 'Identity Resolution',
  heading: 'Put a name to the visitors who leave without a word',
  intro:
    '97% of visitors leave your site without filling in a form. Identity resolution tells you who they were, so your team can follow up while the interest is still warm.',
  bookDemo: 'Book a Demo',
  learnMore: 'Learn More',
  /** Read by screen readers (and link-text checks) after 'Learn More'. */
  learnMoreTopic: 'about the identity resolution funnel',
  stats: [
    { value: '10-30%', label: 'of anonymous visitors identified' },
    { value: '24 hrs', label: 'from sign-up to first leads' },
    { value: '300%', label: 'average lead increase' },
  ] satisfies Stat[],
  whatHeading: 'What is identity resolution?',
  whatBody: [
    'Every visit leaves signals: a device, a network, a cookie, a consented data-partner match. Identity resolution connects those signals to a real person or company in a privacy-compliant identity graph.',
    `${brand} does this in real time for every session, then hands you the match as a lead: who they are, how to reach them and exactly what they looked at.`,
  ],
  howHeading: 'How it works',
  howIntro: 'Four steps from an anonymous session to a follow-up in your prospect’s inbox.',
  steps: [
    {
      icon: CodeXml,
      title: 'Add one script tag',
      description:
        'Paste the tracking pixel into your site or tag manager. Most sites are live in a day.',
    },
    {
      icon: UserSearch,
      title: 'We match visitors',
      description:
        'Each session is matched against our identity graph. Typically 10-30% resolve to a person.',
    },
    {
      icon: DatabaseZap,
      title: 'Leads land in your CRM',
      description:
        'Matches arrive as enriched contacts with the pages they viewed and how long they stayed.',
    },
    {
      icon: Send,
      title: 'Follow up automatically',
      description:
        'Trigger email sequences, alert sales or build ad audiences the moment a visitor is named.',
    },
  ] satisfies IconCard[],
  perLeadHeading: 'What you get for every lead',
  perLeadIntro: 'Each identified visitor arrives as a complete, ready-to-contact record.',
  perLead: [
    { icon: Contact, title: 'Full name', description: 'First and last name of the visitor' },
    {
      icon: Mail,
      title: 'Email addresses',
      description: 'Personal and business email where available',
    },
    { icon: Phone, title: 'Phone number', description: 'Mobile or direct line for a quick call' },
    { icon: MapPin, title: 'Postal address', description: 'City, state and mailing address' },
    { icon: Building2, title: 'Company & job title', description: 'Employer, role and seniority' },
    { icon: Eye, title: 'Pages viewed', description: 'Every page, in order, with time on page' },
  ] satisfies IconCard[],
  ctaHeading: 'See who visited your site this week',
  ctaBody:
    'Book a 20-minute demo and we will show you real identified visitors from a site like yours.',
}

/** A fictional example lead for the sample profile card. */
export const sampleLead = {
  initials: 'JM',
  name: 'Jordan Miller',
  title: 'Operations Director',
  company: 'Harbor & Pine Dental Group',
  email: 'j.miller@harborpine.example',
  location: 'Denver, CO',
  visit: 'Visited 6 pages · 4m 12s',
  pages: ['/pricing', '/case-studies/dental', '/book-a-call'],
}

export const identityFunnel = {
  seoTitle: 'Lead Calculator: How Many Leads Is Your Traffic Hiding?',
  seoDescription: `Estimate how many leads identity resolution finds in your monthly website traffic, and what they cost at ${standardPrice} per lead.`,
  keywords: ['lead calculator', 'identity resolution', 'website visitor leads', 'cost per lead'],
  eyebrow: 'Identity Resolution',
  heading: 'Turn the traffic you already have into leads',
  intro:
    'Watch the two-minute walkthrough, then use the calculator to see how many visitors we could name for you each month.',
  calculatorCta: 'Calculate your leads',
  videoTitle: 'Identity resolution walkthrough',
  calculatorHeading: 'Lead calculator',
  calculatorIntro: 'Drag the slider to your monthly website visitors.',
  visitorsLabel: 'Monthly website visitors',
  leadsLabel: 'Leads per month',
  costLabel: 'Estimated monthly cost',
  calculatorHint: 'Move the slider to see your numbers and book a demo.',
  bookDemo: 'Book Demo',
  benefitsHeading: 'Why teams add identity resolution',
  benefits: [
    {
      icon: Target,
      title: 'Follow up on real intent',
      description: 'Reach people who just read your pricing page, not cold lists.',
    },
    {
      icon: TrendingUp,
      title: 'More pipeline, same traffic',
      description: 'Grow leads without raising ad spend or publishing more content.',
    },
    {
      icon: Funnel,
      title: 'Qualify before you call',
      description: 'Pages viewed and time on site show who is ready to talk.',
    },
    {
      icon: BellRing,
      title: 'Instant alerts',
      description: 'Sales hears about a hot visitor while they are still on the site.',
    },
    {
      icon: Repeat,
      title: 'Automatic nurturing',
      description: 'Identified visitors enter email sequences with no manual work.',
    },
    {
      icon: MousePointerClick,
      title: 'Smarter retargeting',
      description: 'Build ad audiences from people you know visited.',
    },
  ] satisfies IconCard[],
  bookHeading: 'Ready to meet your anonymous visitors?',
  bookBody:
    'In a short demo we install nothing and promise nothing: we show you how matching works and what your numbers could look like.',
}

export const identityOffer = {
  seoTitle: '10,000 Leads for $1,000: Identity Resolution Offer',
  seoDescription: `Get 10,000 identity-resolved leads for $1,000 ($0.10 per lead instead of ${standardPrice}) plus a done-for-you 30-day email sequence.`,
  keywords: ['10,000 leads', 'identity resolution offer', 'buy leads', '$0.10 per lead'],
  productName: '10,000 Identity Resolution Leads',
  productDescription:
    '10,000 identity-resolved website visitor leads at $0.10 per lead, with a 30-day email sequence.',
  price: 1000,
  leadCount: 10_000,
  offerPerLead: 0.1,
  standardPerLead: STANDARD_PRICE_PER_LEAD_MILLS / 1000,
  eyebrow: 'Limited package',
  heading: '10,000 leads for $1,000',
  intro:
    'Identify the people already visiting your website and put every one of them into a 30-day email sequence we write for you.',
  checkout: 'Claim 10,000 Leads',
  checkoutNote: 'One-time payment. Secure checkout opens in a new tab.',
  includesHeading: 'Everything in the package',
  includes: [
    '10,000 identity-resolved leads from your own website traffic',
    'Name, email, phone, company and pages viewed for each lead',
    'A 30-day email sequence written and scheduled for you',
    'Delivery straight into your CRM, spreadsheet or webhook',
    'Leads never expire: use them at your own pace',
  ],
  sequenceHeading: 'The 30-day email sequence',
  sequenceIntro:
    'Every identified visitor is enrolled automatically. Twelve emails over 30 days move them from "who are you?" to a booked call.',
  sequence: [
    {
      days: 'Days 1-3',
      title: 'Welcome and relevance',
      description: 'A personal note referencing what they browsed, and one useful resource.',
    },
    {
      days: 'Days 4-10',
      title: 'Teach and build trust',
      description: 'Short lessons that answer the questions your buyers ask before they call.',
    },
    {
      days: 'Days 11-20',
      title: 'Proof',
      description: 'Case studies and results from customers like them, with one clear next step.',
    },
    {
      days: 'Days 21-30',
      title: 'The invitation',
      description: 'A direct, time-bound invitation to book a call, then a friendly close-out.',
    },
  ],
  guaranteeHeading: 'Built to pay for itself',
  guarantee:
    'At a typical 1-2% reply rate, 10,000 sequenced leads means 100-200 conversations for $1,000.',
}

/** The bundle offered after 45 minutes of the demo or workshop video. */
export const workshopBundle = {
  eyebrow: 'Exclusive viewer offer',
  heading: '10,000 leads for $1,000',
  /** In dollars: the tiers' price of the bundle's leads (create-credit-payment charges the same). */
  price: quoteLeads(WORKSHOP_BUNDLE_LEADS).totalCents / 100,
  value: '$5,000+',
  intro:
    'Because you watched the demo: identity resolution for 10,000 of your visitors, plus the tools to follow up with every one of them.',
  includes: [
    '10,000 identity-resolved leads from your website traffic',
    '7-day sequence builder to follow up automatically',
    'Done-with-you setup call with our team',
    'Delivery to your CRM, spreadsheet or webhook',
  ],
  cta: 'Claim the Bundle',
  note: 'Secure payment opens in a new tab.',
}
