// The identity-resolution and demo pages' journeys share these: the pages with their titles,
// an offline page that collects errors, and the checks every page passes.
import { expect, type Page } from '@playwright/test'

const TITLE_SUFFIX = / \| .+ - AI CRM Platform$/
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
export const titlePattern = (title: string) =>
  new RegExp(`^${escapeRegExp(title)}${TITLE_SUFFIX.source}`)

export const pages = [
  {
    path: '/identity-resolution',
    title: 'Identity Resolution: Identify Anonymous Website Visitors',
    h1: 'Put a name to the visitors who leave without a word',
  },
  {
    path: '/identity-resolution-funnel',
    title: 'Lead Calculator: How Many Leads Is Your Traffic Hiding?',
    h1: 'Turn the traffic you already have into leads',
  },
  {
    path: '/identity-resolution-offer',
    title: '10,000 Leads for $1,000: Identity Resolution Offer',
    h1: '10,000 leads for $1,000',
  },
  {
    path: '/gmb-tank-tracking',
    title: 'GMB Rank Tracking: Google Maps Rank Grid Demo',
    h1: 'GMB Rank Tracking',
  },
  {
    path: '/demo',
    title: 'Exclusive Demo',
    h1: /^See how .+ turns anonymous visitors into booked calls$/,
  },
  {
    path: '/platform-tour',
    title: 'Platform Tour: Watch the AI CRM in Action',
    h1: 'Know every visitor. Follow up with every lead.',
  },
]

/** Keeps the test offline and collects every console error and uncaught exception. */
export async function isolate(page: Page, youtubeApi = '') {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1') return route.fallback()
    if (url.href.startsWith('https://www.youtube.com/iframe_api')) {
      return route.fulfill({ contentType: 'text/javascript', body: youtubeApi })
    }
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title>' })
  })
  return errors
}

export async function expectExternalLinksOpenNewTabs(page: Page) {
  const links = page.locator('a[href^="http"]')
  const count = await links.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const link = links.nth(index)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
}
