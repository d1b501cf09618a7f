import { expect, test } from '@playwright/test'
import { expectExternalLinksOpenNewTabs, isolate, pages, titlePattern } from './identity-pages'
import { gotoHydrated } from './support'

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
