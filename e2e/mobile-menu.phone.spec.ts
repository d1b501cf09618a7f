// Runs in the phone project only (playwright.config.ts): the menu overlay exists under 768 px.
import { expect, test } from '@playwright/test'

test('the mobile menu opens, locks scrolling and closes on a link', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  await page.getByRole('dialog').getByRole('link', { name: 'Paid Ads' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(/\/marketing\/social-media$/)
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
})
