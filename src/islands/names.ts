/**
 * The islands: each is src/islands/parts/<name>.tsx, whose default export is the component
 * (island.tsx). islands.test.ts checks this list against the files.
 */
export const islandNames = [
  'desktop-menu',
  'mobile-menu',
  'toaster',
  'services-tab-bar',
  'success-stories',
  'lead-calculator',
  'youtube-facade',
  'tour-video',
  'business-ranking-table',
  'demo-showcase',
  'scan-history',
  'schedule-demo-button',
  'home-dashboard-solutions',
  'home-analytics-suite',
  'webinar-date',
  'contact-form',
  'conversion-tracker',
  'credit-purchase',
  'tier-table',
  'agency-offer',
  'purchase-confirmation',
  'workshop-video',
  'workshop-registration',
  'workshop-access-link',
  'blog-list',
  'blog-post',
] as const

export type IslandName = (typeof islandNames)[number]

/**
 * Islands whose modules the page does not load with it: the runtime imports them when the
 * island is displayed (src/islands/main.tsx). The desktop menu (Radix) is `display: none` under
 * 768 px, so a phone never fetches it.
 */
export const loadedWhenDisplayed: ReadonlySet<string> = new Set<IslandName>(['desktop-menu'])
