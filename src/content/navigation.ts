import { siteConfig } from '@/config/site'

export type NavLink = { label: string; href: string; description?: string; external?: boolean }
export type NavGroup = { label: string; links: NavLink[] }

export const navGroups: NavGroup[] = [
  {
    label: 'Analytics',
    links: [
      {
        label: 'Website Analytics',
        href: '/#features',
        description: 'Sessions, sources and journeys',
      },
      { label: 'Dashboards', href: '/marketing/dashboards', description: 'Every KPI in one view' },
      { label: 'GMB Rank Tracking', href: '/gmb-tank-tracking', description: 'Local rank grids' },
      {
        label: 'Lead Calculator',
        href: '/identity-resolution-funnel',
        description: 'Estimate your leads',
      },
    ],
  },
  {
    label: 'Automations',
    links: [
      {
        label: 'CRM & Pipelines',
        href: '/marketing/email',
        description: 'Follow-ups that run themselves',
      },
      { label: 'Email Marketing', href: '/marketing/email', description: 'Sequences that convert' },
      {
        label: 'Platform Tour',
        href: '/platform-tour',
        description: 'See the automations in action',
      },
    ],
  },
  {
    label: 'AI Platform',
    links: [
      {
        label: 'AI Agents & Voice AI',
        href: '/marketing/ai-bots',
        description: 'Answer every lead instantly',
      },
      { label: 'AI Content', href: '/marketing/content', description: 'Blogs, video and copy' },
      { label: 'Watch the Demo', href: '/demo', description: 'A full walkthrough' },
    ],
  },
  {
    label: 'Identity Resolution',
    links: [
      {
        label: 'How It Works',
        href: '/identity-resolution',
        description: 'Name your anonymous visitors',
      },
      {
        label: 'Lead Calculator',
        href: '/identity-resolution-funnel',
        description: 'Leads from your traffic',
      },
      {
        label: '10,000 Leads Offer',
        href: '/identity-resolution-offer',
        description: '$0.10 per lead',
      },
      { label: 'Buy Lead Credits', href: '/credit-topup', description: 'Tiered pricing' },
      { label: 'Free Workshop', href: '/workshop', description: 'The training video' },
    ],
  },
  {
    label: 'DFY Marketing',
    links: [
      {
        label: 'Paid Ads',
        href: '/marketing/social-media',
        description: 'Social and video ads, run for you',
      },
      { label: 'SEO', href: '/marketing/seo', description: 'Rankings that bring in buyers' },
      { label: 'Email', href: '/marketing/email', description: 'Campaigns we write and send' },
      { label: 'Content', href: '/marketing/content', description: 'Articles, video and copy' },
      {
        label: 'Branding',
        href: '/marketing/branding',
        description: 'Brand reach through paid social',
      },
      {
        label: 'Websites',
        href: '/marketing/websites',
        description: 'Sites and funnels fed by paid social',
      },
    ],
  },
]

export const blogLink: NavLink = { label: 'Blog', href: '/blog' }
export const billingLink: NavLink = {
  label: 'Billing',
  href: siteConfig.links.billingPortal,
  external: true,
}
export const loginLink: NavLink = {
  label: 'Login',
  href: siteConfig.links.appSignIn,
  external: true,
}

export const footerColumns: NavGroup[] = [
  {
    label: 'Product',
    links: [
      { label: 'Book a Demo', href: siteConfig.links.demoCalendar, external: true },
      { label: 'Features', href: '/#features' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    label: 'Account',
    links: [
      { label: 'Billing Portal', href: siteConfig.links.billingPortal, external: true },
      { label: 'Login', href: siteConfig.links.appSignIn, external: true },
    ],
  },
  {
    label: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Affiliate Terms', href: '/terms-of-service#affiliate-terms' },
      {
        label: 'Affiliate Support',
        href: `mailto:${siteConfig.contact.affiliateEmail}`,
      },
    ],
  },
]
