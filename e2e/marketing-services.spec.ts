import { expect, test, type Page } from '@playwright/test'
import { expectExternalLinksSafe, gotoHydrated, watchPage } from './support'

const TAB_BAR = 'Marketing services'
const PAID_SOCIAL_H1 = 'Paid social campaigns built on data, not guesswork'
const SEO_H1 = 'Rank higher, get found and grow without paying for every click'

const servicePages = [
  {
    path: '/marketing/social-media',
    tab: 'Paid Ads',
    title: 'Paid Social Ads Management',
    h1: PAID_SOCIAL_H1,
  },
  {
    path: '/marketing/seo',
    tab: 'SEO',
    title: 'SEO Services',
    h1: SEO_H1,
  },
  {
    path: '/marketing/email',
    tab: 'Email',
    title: 'Email Marketing Services',
    h1: 'Email campaigns that get opened, clicked and answered',
  },
  {
    path: '/marketing/dashboards',
    tab: 'Dashboards',
    title: 'Custom Marketing Dashboards',
    h1: 'Every number that matters, in one live dashboard',
  },
  {
    path: '/marketing/content',
    tab: 'Content',
    title: 'Content Marketing Services',
    h1: 'Content that builds authority and brings in leads',
  },
  {
    path: '/marketing/branding',
    tab: 'Branding',
    title: 'Branding Services',
    h1: 'Branding through paid social, measured like performance ads',
  },
  {
    path: '/marketing/websites',
    tab: 'Websites',
    title: 'Website & Funnel Services',
    h1: 'Websites and funnels that paid social fills with tracked visitors',
  },
  {
    path: '/marketing/ai-bots',
    tab: 'AI Bots',
    title: 'AI Agents & Voice AI',
    h1: 'AI agents that answer every lead in seconds, day or night',
  },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const tabBar = (page: Page) => page.getByRole('navigation', { name: TAB_BAR })

for (const { path, tab, title, h1 } of servicePages) {
  test(`${path} renders with its title, h1 and active tab, without console errors`, async ({
    page,
  }) => {
    const watcher = await watchPage(page)
    await page.goto(path)
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| .+ - AI CRM Platform$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(tabBar(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1)
    // Every illustration is local and loads (lazy ones once scrolled to).
    for (const image of await page.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    await expectExternalLinksSafe(page)
    watcher.expectNoErrors()
  })

  test(`${path} is prerendered with its h1 and title`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`data-prerendered="${path}"`)
    expect(html).toContain(h1.replace(/&/g, '&amp;'))
    expect(html).toMatch(new RegExp(`<title>${escapeRegExp(title.replace(/&/g, '&amp;'))} \\| `))
  })
}

test('the tab bar moves between the marketing pages', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/marketing/social-media')
  await tabBar(page).getByRole('link', { name: 'SEO', exact: true }).click()
  await expect(page).toHaveURL(/\/marketing\/seo$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEO_H1)
  await expect(tabBar(page).getByRole('link', { name: 'SEO', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(tabBar(page).getByRole('link', { name: 'Paid Ads' })).not.toHaveAttribute(
    'aria-current',
  )
  watcher.expectNoErrors()
})

test('the tab bar scrolls sideways on phones and shows the current tab', async ({ page }) => {
  await gotoHydrated(page, '/marketing/ai-bots')
  const list = tabBar(page).getByRole('list')
  const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  const isPhone = (page.viewportSize()?.width ?? 0) < 768
  expect(scrollWidth > clientWidth).toBe(isPhone)
  // The current tab is scrolled into the visible part of the row, not cut off at its edge.
  const activeLink = tabBar(page).getByRole('link', { name: 'AI Bots' })
  await expect
    .poll(async () => {
      const active = await activeLink.evaluate((link) => link.getBoundingClientRect())
      const visible = await list.evaluate((element) => element.getBoundingClientRect())
      return active.left >= visible.left - 1 && active.right <= visible.right + 1
    })
    .toBe(true)
})

test('the dashboards call to action scrolls to the #contact section', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/marketing/dashboards')
  await page.getByRole('link', { name: 'Get Your Dashboard' }).click()
  await expect(page).toHaveURL(/\/marketing\/dashboards#contact$/)
  const heading = page.locator('#contact').getByRole('heading', { name: 'Get your dashboard' })
  await expect(heading).toBeInViewport()
  // The heading must clear the fixed header and the sticky tab bar above it.
  const barBottom = await tabBar(page).evaluate((bar) => bar.getBoundingClientRect().bottom)
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
  expect(headingTop).toBeGreaterThanOrEqual(barBottom)
  await expect(page.locator('#contact').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
  watcher.expectNoErrors()
})

test('a dashboards URL with #contact lands on the section', async ({ page }) => {
  await page.goto('/marketing/dashboards#contact')
  await expect(
    page.locator('#contact').getByRole('heading', { name: 'Get your dashboard' }),
  ).toBeInViewport()
})

test('the SEO hero anchor scrolls to the success stories', async ({ page }) => {
  await page.goto('/marketing/seo')
  await page.getByRole('link', { name: 'See success stories' }).click()
  await expect(page).toHaveURL(/#success-stories$/)
  await expect(page.getByRole('tab', { name: 'E-Commerce' })).toBeInViewport()
})

test('SEO success stories switch tabs and open their details', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/marketing/seo')
  await expect(page.getByRole('tab', { name: 'E-Commerce' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('tab', { name: 'SaaS' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel).toContainText('B2B scheduling software')
  const solution = panel.getByRole('button', { name: 'Solution' })
  await expect(solution).toHaveAttribute('aria-expanded', 'false')
  await solution.focus()
  await page.keyboard.press('Enter')
  await expect(solution).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toContainText('comparison pages')
  await solution.click()
  await expect(solution).toHaveAttribute('aria-expanded', 'false')
  watcher.expectNoErrors()
})

test('Schedule a Free Consultation opens the booking page in a new tab', async ({
  page,
  context,
}) => {
  const watcher = await watchPage(page)
  // The popup is a new page in this context: answer the booking site with a stub.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  )
  await page.goto('/marketing/seo')
  const buttons = page.getByRole('link', { name: /^Schedule a Free Consultation/ })
  expect(await buttons.count()).toBeGreaterThanOrEqual(3)
  const first = buttons.first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^https:\/\//)
  const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()])
  await expect(popup).toHaveURL(href ?? '')
  await popup.close()
  await expect(page).toHaveURL(/\/marketing\/seo$/)
  watcher.expectNoErrors()
})
