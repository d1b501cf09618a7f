import { expect, test, type Page } from '@playwright/test'
import { fakeYouTubeApi } from './youtube-stub'

const TITLE_SUFFIX = / \| .+ - AI CRM Platform$/
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const titlePattern = (title: string) => new RegExp(`^${escapeRegExp(title)}${TITLE_SUFFIX.source}`)

const pages = [
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
async function isolate(page: Page, youtubeApi = '') {
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

/** Pages are prerendered, so their buttons exist before React handles them. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

async function expectExternalLinksOpenNewTabs(page: Page) {
  const links = page.locator('a[href^="http"]')
  const count = await links.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const link = links.nth(index)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

for (const { path, title, h1 } of pages) {
  test(`${path} renders with its title and h1, fits the screen and logs no errors`, async ({
    page,
  }) => {
    const errors = await isolate(page)
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')

    await expect(page).toHaveTitle(titlePattern(title))
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectExternalLinksOpenNewTabs(page)
    expect(errors).toEqual([])
  })
}

test('the overview links to the demo calendar in a new tab and to the funnel', async ({ page }) => {
  await isolate(page)
  await gotoHydrated(page, '/identity-resolution')
  const bookDemo = page.getByRole('link', { name: 'Book a Demo' }).first()
  await expect(bookDemo).toHaveAttribute('target', '_blank')
  await expect(bookDemo).toHaveAttribute('rel', 'noopener noreferrer')

  await page.getByRole('link', { name: 'Learn More' }).first().click()
  await expect(page).toHaveURL(/\/identity-resolution-funnel$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Turn the traffic you already have into leads',
  )
})

test('the funnel scrolls to the calculator, which offers Book Demo after the first change', async ({
  page,
}) => {
  await isolate(page)
  await gotoHydrated(page, '/identity-resolution-funnel')

  await page.getByRole('link', { name: 'Calculate your leads' }).click()
  await expect(page).toHaveURL(/#calculator$/)
  await expect(page.getByRole('heading', { name: 'Lead calculator' })).toBeInViewport()

  const calculator = page.locator('#calculator')
  await expect(calculator.getByRole('link', { name: 'Book Demo' })).toHaveCount(0)
  await page.getByRole('slider', { name: 'Monthly website visitors' }).press('ArrowRight')
  await expect(calculator.getByText('1,470')).toBeVisible()
  await expect(calculator.getByText('$176')).toBeVisible()
  const bookDemo = calculator.getByRole('link', { name: 'Book Demo' })
  await expect(bookDemo).toHaveAttribute('target', '_blank')
  await expect(bookDemo).toHaveAttribute('rel', 'noopener noreferrer')
})

test('the funnel video loads from YouTube only after the poster is clicked', async ({ page }) => {
  await isolate(page)
  await gotoHydrated(page, '/identity-resolution-funnel')
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByRole('button', { name: /Play video/ }).click()
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/,
  )
})

test('the offer page has no site navbar, a checkout link and product data', async ({ page }) => {
  await isolate(page)
  await page.goto('/identity-resolution-offer')
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
  await expect(page.getByText('$0.10')).toBeVisible()
  await expect(page.getByText('$0.12')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim 10,000 Leads' }).first()).toHaveAttribute(
    'target',
    '_blank',
  )

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join()
  expect(jsonLd).toContain('"@type":"Product"')
  expect(jsonLd).toContain('"price":"1000.00","priceCurrency":"USD"')
})

test('the GMB demo: ranking open by default, static pager, demo toast', async ({ page }) => {
  await isolate(page)
  await gotoHydrated(page, '/gmb-tank-tracking')

  const ranking = page.getByRole('button', { name: 'Business Ranking' })
  await expect(ranking).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('row', { name: /Pixel Vault Games/ })).toBeVisible()
  await ranking.click()
  await expect(page.getByRole('table')).toHaveCount(0)

  await page.getByRole('button', { name: 'Page 3' }).click()
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Page 3 of 5')).toBeVisible()

  await page.getByRole('button', { name: 'Schedule a Demo' }).first().click()
  await expect(page.getByText('Demo Requested')).toBeVisible()
  await expect(
    page.getByText('A team member will contact you shortly to schedule your demo.'),
  ).toBeVisible()
})

test('the demo page grants access when the player is ready, then shows the offer at 45 minutes', async ({
  page,
}) => {
  const errors = await isolate(page, fakeYouTubeApi())
  await page.goto('/demo')

  const granted = page.getByText('Demo Access Granted!')
  const offer = page.getByRole('heading', { name: '10,000 leads for $1,000' })
  await expect(granted).toBeVisible()
  await expect(offer).toHaveCount(0)

  await expect(offer).toBeVisible()
  await expect(granted).toHaveCount(0)
  const claim = page.getByRole('link', { name: 'Claim the Bundle' })
  await expect(claim).toHaveAttribute('target', '_blank')
  await expect(claim).toHaveAttribute('rel', 'noopener noreferrer')

  await expect(page.locator('#demo-youtube-player iframe')).toHaveCount(1)
  const options = await page.evaluate(() => Reflect.get(window, '__playerOptions'))
  expect(options).toEqual({
    width: 854,
    height: 480,
    playerVars: { controls: 1, rel: 0, fs: 0, disablekb: 1, autoplay: 0 },
  })
  await expectExternalLinksOpenNewTabs(page)
  expect(errors).toEqual([])
})

test('the demo page still reads well when the video API never loads', async ({ page }) => {
  const errors = await isolate(page)
  await page.goto('/demo', { waitUntil: 'networkidle' })
  await expect(page.getByText('Loading the demo video…')).toBeVisible()
  await expect(page.getByText('Demo Access Granted!')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Our Platform is used by' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the platform tour embeds the video without autoplay and scrolls to its features', async ({
  page,
}) => {
  await isolate(page)
  await gotoHydrated(page, '/platform-tour')
  const src = await page.locator('iframe').getAttribute('src')
  const params = new URL(src ?? '').searchParams
  expect(Object.fromEntries(params)).toEqual({
    controls: '1',
    rel: '0',
    fs: '0',
    disablekb: '1',
    autoplay: '0',
  })
  const customers = page.getByRole('region', { name: 'Our Platform is used by' })
  await expect(customers.getByRole('img')).toHaveCount(4)
  await expect(customers.getByRole('img', { name: /Relaytide CRM/ })).toBeVisible()

  await page.getByRole('link', { name: 'What the tour covers' }).click()
  await expect(page).toHaveURL(/#tour-features$/)
  await expect(
    page.getByRole('heading', { name: 'One platform instead of six tools' }),
  ).toBeInViewport()
})
