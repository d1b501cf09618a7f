import { Code2, FileText, Link2 } from 'lucide-react'
import type {
  CtaCopy,
  PageMeta,
  ProcessStep,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const seoMeta: PageMeta = {
  title: 'SEO Services',
  description:
    'Data-driven SEO that grows organic traffic, rankings and conversions: keyword research, on-page, technical and off-page SEO, and blog content built on search data.',
  keywords: [
    'SEO services',
    'search engine optimization',
    'technical SEO',
    'keyword research',
    'link building',
  ],
}

export const seoCopy = {
  consultation: 'Schedule a Free Consultation',
  viewStories: 'See success stories',
} as const

export const seoHero: ServiceHeroContent = {
  eyebrow: 'SEO Services',
  title: 'Rank higher, get found and grow without paying for every click',
  lead: 'We research what your buyers search for, fix what holds your site back and publish content that earns rankings, so organic search becomes your most reliable source of leads.',
  image: {
    ...rasterImage(illustrations.seo),
    alt: 'Search result ranking in first position next to an organic traffic chart trending upward',
  },
}

export const strategySection: SectionCopy & { points: string[] } = {
  eyebrow: 'Our strategy',
  title: 'An SEO strategy built around revenue, not vanity rankings',
  description:
    'Every engagement combines the work that moves rankings with the tracking that proves it.',
  points: [
    'Keyword and competitor research mapped to buying intent',
    'Technical audits that fix crawling, indexing and page speed',
    'Content planned in topic clusters that build authority',
    'Local SEO and Google Business Profile optimisation',
    'Authority-building outreach for high-quality backlinks',
    'Monthly reporting tied to leads and revenue',
  ],
}

export type MetricBar = { value: number; label: string }

export const metricsCopy = {
  title: 'Average client results',
  note: 'Year-one averages across active SEO clients.',
} as const

export const metricBars: MetricBar[] = [
  { value: 215, label: 'Organic traffic' },
  { value: 73, label: 'Keyword rankings' },
  { value: 41, label: 'Conversions' },
]

export const seoProcessSection: SectionCopy = {
  eyebrow: 'How we work',
  title: 'A proven 4-step SEO process',
}

export const seoProcess: ProcessStep[] = [
  {
    title: 'Research & Analysis',
    description: 'We audit your site, your competitors and the keywords your buyers use.',
  },
  {
    title: 'Strategy Development',
    description: 'We prioritise the pages, fixes and content with the biggest revenue impact.',
  },
  {
    title: 'Implementation',
    description: 'Our team ships the on-page, technical and off-page work, month by month.',
  },
  {
    title: 'Measure & Refine',
    description: 'We track rankings, traffic and conversions, and double down on what works.',
  },
]

export const seoServicesSection: SectionCopy = {
  eyebrow: 'Services',
  title: 'Complete SEO, on and off your site',
}

export const seoServices: IconCard[] = [
  {
    icon: FileText,
    title: 'On-Page SEO',
    description: 'Pages that search engines understand and people want to read.',
    points: [
      'Title tags and meta descriptions',
      'Content and heading optimisation',
      'Internal linking',
    ],
  },
  {
    icon: Code2,
    title: 'Technical SEO',
    description: 'A fast, crawlable site that search engines can index with confidence.',
    points: ['Core Web Vitals and page speed', 'Crawl and index fixes', 'Schema markup'],
  },
  {
    icon: Link2,
    title: 'Off-Page SEO',
    description: 'Authority signals that tell search engines your site deserves to rank.',
    points: ['Digital PR and outreach', 'Quality backlink building', 'Local citations and reviews'],
  },
]

export type KeywordRow = {
  keyword: string
  volume: number
  difficulty: number
  intent: 'Informational' | 'Commercial' | 'Transactional'
}

export const keywordBlogSection: SectionCopy & { points: string[]; caption: string } = {
  eyebrow: 'Keyword-driven blog',
  title: 'Blog content that starts with search data',
  description:
    'Every article we write targets a keyword with real demand and a difficulty your site can win, then links into the pages that convert.',
  points: [
    'Topic clusters that build authority around your services',
    'Briefs matched to search intent before a word is written',
    'On-page optimisation and internal links on every post',
  ],
  caption: 'Example keyword research for a B2B software client (monthly searches, US)',
}

export const exampleKeywords: KeywordRow[] = [
  { keyword: 'crm for small business', volume: 18100, difficulty: 72, intent: 'Commercial' },
  { keyword: 'lead generation software', volume: 9900, difficulty: 68, intent: 'Commercial' },
  { keyword: 'how to get more leads', volume: 6600, difficulty: 45, intent: 'Informational' },
  { keyword: 'website visitor identification', volume: 2400, difficulty: 38, intent: 'Commercial' },
  {
    keyword: 'identify anonymous website visitors',
    volume: 1300,
    difficulty: 31,
    intent: 'Informational',
  },
  {
    keyword: 'visitor tracking software pricing',
    volume: 480,
    difficulty: 22,
    intent: 'Transactional',
  },
]

export const seoCta: CtaCopy = {
  title: 'Find out what organic search could bring you',
  description:
    'Book a free consultation and we will review your rankings, your competitors and your quickest wins.',
}
