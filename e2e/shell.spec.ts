import { expect, test } from '@playwright/test'
import { expectExternalLinksSafe, watchPage } from './support'

const pages = [
  {
    path: '/privacy-policy',
    title: /^Privacy Policy \| .+ - AI CRM Platform$/,
    h1: 'Privacy Policy',
  },
  { path: '/terms-of-service', title: /^Terms of Service \| /, h1: 'Terms of Service' },
  { path: '/thank-you', title: /^Thank You \| /, h1: 'Thank You!' },
  { path: '/purchase-thank-you', title: /^Purchase Complete \| /, h1: 'Thank You!' },
]

for (const { path, title, h1 } of pages) {
  test(`${path} renders with its title and no console errors`, async ({ page }) => {
    const watcher = await watchPage(page)
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectExternalLinksSafe(page)
    watcher.expectNoErrors()
  })
}

test('the legal pages show their date and a way home', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText('Last updated: May 10, 2025')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the affiliate anchor scrolls to section 8', async ({ page }) => {
  await page.goto('/terms-of-service#affiliate-terms')
  await expect(page.getByRole('heading', { name: '8. Affiliate Program Terms' })).toBeInViewport()
})

test('the footer affiliate link scrolls on client navigation too', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate Terms' }).click()
  await expect(page).toHaveURL(/\/terms-of-service#affiliate-terms$/)
  await expect(page.getByRole('heading', { name: '8. Affiliate Program Terms' })).toBeInViewport()
})

test('the purchase thank-you page offers a file of the project in a new tab', async ({ page }) => {
  const watcher = await watchPage(page)
  const file = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 54321}/storage/v1/object/public/downloads/leads.csv`
  await page.goto(`/purchase-thank-you?fileUrl=${encodeURIComponent(file)}`)
  const download = page.getByRole('link', { name: 'Download Now' })
  await expect(download).toHaveAttribute('href', file)
  await expect(download).toHaveAttribute('target', '_blank')
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer')
  watcher.expectNoErrors()
})

test('the purchase thank-you page offers no file of another host', async ({ page }) => {
  await page.goto('/purchase-thank-you?fileUrl=%2F%5Cevil.example%2Finvoice.exe')
  await expect(page.getByText('Your order has been processed successfully.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download Now' })).toHaveCount(0)
})

test('an unknown address answers 404 and shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/no-such-page-privacy')
  expect(response?.status()).toBe(404)
  await expect(page.getByText("Oops! The page you're looking for cannot be found")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Privacy Policy' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('gmb addresses and /marketing redirect', async ({ page }) => {
  await page.goto('/gmb')
  await expect(page).toHaveURL(/\/gmb-tank-tracking$/)
  await page.goto('/marketing')
  await expect(page).toHaveURL(/\/marketing\/social-media$/)
  await page.goto('/marketing/no-such-service')
  await expect(page.getByText('Redirecting to Marketing Dashboard...')).toBeVisible()
  await expect(page).toHaveURL(/\/marketing\/social-media$/)
})
