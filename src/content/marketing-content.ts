import { FileText, Image, PenLine, Video } from 'lucide-react'
import type {
  CtaCopy,
  PageMeta,
  ProcessStep,
  SectionCopy,
  ServiceHeroContent,
} from '@/content/marketing-services'
import type { IconCard } from '@/content/types'
import { illustrations, rasterImage } from '@/content/illustrations'

export const contentMeta: PageMeta = {
  title: 'Content Marketing Services',
  description:
    'Blog articles, video, visual design and copywriting planned around search data and your funnel, so every piece of content builds authority and brings in leads.',
  keywords: [
    'content marketing',
    'blog writing',
    'video content',
    'copywriting',
    'content strategy',
  ],
}

export const contentCopy = {
  startStrategy: 'Start Your Content Strategy',
} as const

export const contentHero: ServiceHeroContent = {
  eyebrow: 'Content Marketing',
  title: 'Content that builds authority and brings in leads',
  lead: 'Articles, videos, visuals and copy created by one team around one plan, so your content ranks, gets shared and sends readers to the pages that convert.',
  image: {
    ...rasterImage(illustrations.content),
    alt: 'A blog article, a video thumbnail, a social graphic and ad copy arranged on a content calendar',
  },
}

export const contentCardsSection: SectionCopy = {
  eyebrow: 'What we create',
  title: 'Four formats, one strategy',
  description:
    'Mix the formats your audience prefers; we keep the message consistent across all of them.',
}

export const contentCards: IconCard[] = [
  {
    icon: FileText,
    title: 'Blog Content',
    description: 'In-depth, search-optimised articles that answer what your buyers ask.',
    points: ['Keyword-led topic plans', 'Expert interviews', 'Internal linking to offers'],
  },
  {
    icon: Video,
    title: 'Video Content',
    description: 'Short and long-form video that explains, persuades and builds trust.',
    points: ['Short-form social clips', 'Explainers and demos', 'Scripts and editing'],
  },
  {
    icon: Image,
    title: 'Visual Content',
    description: 'On-brand graphics that make your ideas easy to grasp and share.',
    points: ['Social graphics', 'Infographics', 'Ad and landing page visuals'],
  },
  {
    icon: PenLine,
    title: 'Copywriting',
    description: 'Words that sell, for every page, ad and email in your funnel.',
    points: ['Website and landing pages', 'Ad and email copy', 'Brand voice guide'],
  },
]

export const contentProcessSection: SectionCopy = {
  eyebrow: 'How it works',
  title: 'From plan to published, every month',
}

export const contentProcess: ProcessStep[] = [
  {
    title: 'Audit & research',
    description:
      'We review your existing content, competitors and the questions your buyers search.',
  },
  {
    title: 'Content calendar',
    description: 'You approve a monthly plan of topics, formats and channels before we create.',
  },
  {
    title: 'Create & publish',
    description: 'Writers, editors and designers produce each piece and publish it for you.',
  },
  {
    title: 'Measure & repurpose',
    description: 'We track traffic and leads per piece and turn winners into new formats.',
  },
]

export const contentCta: CtaCopy = {
  title: 'Ready for content that pulls its weight?',
  description: 'Book a free call and leave with a 90-day content plan built around your goals.',
}
