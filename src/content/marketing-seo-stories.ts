import type { SectionCopy } from '@/content/marketing-services'
import type { Stat } from '@/content/types'

export type StoryDetail = { title: 'Challenge' | 'Solution' | 'Results'; body: string }

export type SuccessStory = {
  id: string
  label: string
  client: string
  highlight: Stat
  details: StoryDetail[]
}

export const storiesSection: SectionCopy = {
  eyebrow: 'Success stories',
  title: 'SEO results across industries',
  description: 'Three engagements, three very different starting points. Client names withheld.',
}

export const successStories: SuccessStory[] = [
  {
    id: 'e-commerce',
    label: 'E-Commerce',
    client: 'Outdoor gear online store',
    highlight: { value: '+186%', label: 'organic revenue in 10 months' },
    details: [
      {
        title: 'Challenge',
        body: 'Thousands of product pages with duplicate manufacturer descriptions, slow category pages and almost no organic revenue outside the brand name.',
      },
      {
        title: 'Solution',
        body: 'We consolidated duplicate pages, rewrote category copy around buying-intent keywords, added product schema and cut page load time in half.',
      },
      {
        title: 'Results',
        body: 'Organic revenue grew 186% in ten months, with 240 category keywords moving onto page one.',
      },
    ],
  },
  {
    id: 'saas',
    label: 'SaaS',
    client: 'B2B scheduling software',
    highlight: { value: '3.1x', label: 'demo requests from organic search' },
    details: [
      {
        title: 'Challenge',
        body: 'A blog full of product news that ranked for nothing buyers searched for, and a sales team relying entirely on paid ads for demos.',
      },
      {
        title: 'Solution',
        body: 'We built topic clusters around the problems the software solves, created comparison pages and linked every article to a demo offer.',
      },
      {
        title: 'Results',
        body: 'Organic demo requests tripled within a year, and cost per demo fell by more than half as paid spend was reduced.',
      },
    ],
  },
  {
    id: 'local-business',
    label: 'Local Business',
    client: 'Multi-location dental practice',
    highlight: { value: 'Top 3', label: 'map pack rankings in all 4 locations' },
    details: [
      {
        title: 'Challenge',
        body: 'Four locations competing with each other, inconsistent business listings and few reviews, leaving the practice invisible in local map results.',
      },
      {
        title: 'Solution',
        body: 'We created a page for each location, cleaned up listings and citations, optimised each Google Business Profile and started a review programme.',
      },
      {
        title: 'Results',
        body: 'Every location now ranks in the local top three for its core treatments, and booked appointments from search rose 64%.',
      },
    ],
  },
]

export const storiesTabsLabel = 'Success stories by industry'
