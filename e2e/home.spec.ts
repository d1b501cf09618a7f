import { expect, test, type Locator } from '@playwright/test'
import { expectExternalLinksSafe, watchPage } from './support'

const HEADER_CLEARANCE = 64

/** The section must be scrolled to: its top just below the fixed header, not under it. */
async function expectScrolledTo(section: Locator) {
  await expect(section).toBeInViewport()
  await expect
    .poll(async () => (await section.boundingBox())?.y ?? -1, { timeout: 5000 })
    .toBeGreaterThanOrEqual(HEADER_CLEARANCE - 1)
  await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(200)
}

test('the home page renders with its title and h1 and no console errors', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/')

  await expect(page).toHaveTitle(/AI CRM/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Know who visits your website. Turn them into customers.',
  )
  await expect(page.getByRole('navigation', { name: 'What can we help you with?' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeAttached()
  await expectExternalLinksSafe(page)
  watcher.expectNoErrors()
})

test('the prerendered HTML already holds the page, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text()

  expect(html).toContain('Know who visits your website.')
  expect(html).toContain('What can we help you with?')
  expect(html).toContain('id="pricing"')
})

test('Sign up scrolls to the pricing section', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/')

  await page.getByRole('link', { name: 'Sign up' }).click()

  await expect(page).toHaveURL(/#pricing$/)
  await expectScrolledTo(page.locator('#pricing'))
  await expect(page.getByRole('heading', { level: 3, name: 'Starter' })).toBeInViewport()
  watcher.expectNoErrors()
})

test('Explore Features scrolls to the features section', async ({ page }) => {
  await page.goto('/')

  await page.getByRole('link', { name: 'Explore Features' }).click()

  await expect(page).toHaveURL(/#features$/)
  await expectScrolledTo(page.locator('#features'))
})

test('View Pricing Plans at the end scrolls back to pricing', async ({ page }) => {
  await page.goto('/')
  const cta = page.getByRole('link', { name: 'View Pricing Plans' })
  await cta.scrollIntoViewIfNeeded()

  await cta.click()

  await expectScrolledTo(page.locator('#pricing'))
})

test('the hero image loads as a WebP drawn for the screen width', async ({ page }) => {
  await page.goto('/')
  const image = page.getByTestId('hero-visual').getByRole('img')
  await image.scrollIntoViewIfNeeded()

  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  // 1x screens: 346 px of image at 390, 1008 px at 1280 (hero-visual.tsx `sizes`).
  const expected = (page.viewportSize()?.width ?? 0) < 640 ? '800w' : '1200w'
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`/home/hero-dashboard-${expected}\\.webp$`),
  )
})

test('the help panel sits below the image on phones and over it from 768px', async ({ page }) => {
  await page.goto('/')
  const image = page.getByTestId('hero-visual').getByRole('img')
  const panel = page.getByRole('navigation', { name: 'What can we help you with?' })
  const imageBox = await image.boundingBox()
  const panelBox = await panel.boundingBox()
  if (!imageBox || !panelBox) throw new Error('hero image or panel not laid out')

  const width = page.viewportSize()?.width ?? 0
  if (width < 768) {
    expect(panelBox.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height)
  } else {
    expect(panelBox.y).toBeLessThan(imageBox.y + imageBox.height)
    expect(panelBox.x).toBeGreaterThan(imageBox.x)
  }
})

const panelTargets = [
  ['Dashboard Tools', '/marketing/dashboards'],
  ['Content Marketing', '/marketing/content'],
  ['GMB Rank Tracking', '/gmb-tank-tracking'],
  ['Identity Resolution', '/identity-resolution'],
  ['CRM & Automations', '/marketing/email'],
  ['DFY Marketing', '/marketing/websites'],
] as const

for (const [label, target] of panelTargets) {
  test(`the help panel's ${label} button goes to ${target}`, async ({ page }) => {
    await page.goto('/')
    const panel = page.getByRole('navigation', { name: 'What can we help you with?' })

    await panel.getByRole('link', { name: label }).click()

    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('the plans link to checkout in a new tab and credits to the top-up page', async ({ page }) => {
  await page.goto('/')
  const pricing = page.locator('#pricing')

  for (const plan of ['Starter', 'Agency']) {
    const link = pricing.getByRole('link', { name: `Get Started with ${plan}` })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(pricing.getByRole('link', { name: 'Buy lead credits' })).toHaveAttribute(
    'href',
    '/credit-topup',
  )
})

test('the tabs switch with a click and with the keyboard, hydrating cleanly', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.goto('/')

  const kpi = page.getByRole('tab', { name: 'KPI Tracking' })
  await kpi.click()
  await expect(kpi).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('88%')).toBeVisible()

  const sessions = page.getByRole('tab', { name: 'Website Sessions' })
  await expect(sessions).toHaveAttribute('aria-selected', 'true')
  await sessions.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'GMB Ranking' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  watcher.expectNoErrors()
})

test('the home page stores the webinar date', async ({ page }) => {
  await page.goto('/')

  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('webinarDate')))
    .toBe('2024-03-28T13:00:00-05:00')
})

test('/home2 renders its identity-resolution hero, noindex and canonical to /', async ({
  page,
}) => {
  const watcher = await watchPage(page)
  await page.goto('/home2')

  await expect(page).toHaveTitle(/^Identify Anonymous Website Visitors \| .+ - AI CRM Platform$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your visitors have names. Now you can see them.',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical && new URL(canonical).pathname).toBe('/')

  await page.getByRole('link', { name: 'Sign up' }).click()
  await expectScrolledTo(page.locator('#pricing'))
  await expectExternalLinksSafe(page)
  watcher.expectNoErrors()
})
