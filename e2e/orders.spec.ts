import { expect, test } from '@playwright/test'
import { insertRow, openAdminNav, signInAsAdmin, watchPage } from './support'

const order = (status: string, email: string) => ({
  lead_count: 1000,
  credits: 60_000,
  tier: 'Starter',
  amount_cents: 12_000,
  email,
  status,
  provider_session_id: `cs_test_${email.replace(/\W/g, '')}`,
})

test('admin Orders label expired checkouts and filter by status', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`
  await insertRow('service', 'credit_orders', order('expired', `abandoned-${tag}@example.test`))
  await insertRow('service', 'credit_orders', order('paid', `paid-${tag}@example.test`))
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Orders' }).click()

  const abandoned = page.getByRole('row').filter({ hasText: `abandoned-${tag}` })
  const paid = page.getByRole('row').filter({ hasText: `paid-${tag}` })
  await expect(abandoned).toContainText('Expired (abandoned)')
  await expect(paid).toContainText('Paid')

  const filter = page.getByLabel('Status')
  await filter.selectOption('expired')
  await expect(page).toHaveURL(/\?status=expired$/)
  await expect(abandoned).toBeVisible()
  await expect(paid).toHaveCount(0)
  await filter.selectOption('failed')
  await expect(page.getByText('No orders with the status “Failed”.')).toBeVisible()
  await filter.selectOption('')
  await expect(paid).toBeVisible()

  // A pasted part of the checkout session finds its order; the search is in the address.
  await page.getByLabel('Search orders').fill(`cs_test_paid${tag.replace(/\W/g, '')}`)
  await expect(page).toHaveURL(/[?&]q=cs_test_paid/)
  await expect(paid).toBeVisible()
  await expect(abandoned).toHaveCount(0)
  await page.reload()
  await expect(paid).toBeVisible()
  await expect(abandoned).toHaveCount(0)
  watch.expectNoErrors()
})

test('an unknown order on the thank-you page makes no success claim', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/purchase-thank-you?session_id=cs_test_unknown')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByText(/We could not find this order/)).toBeVisible()
  await expect(page.getByText('Your order has been processed successfully.')).toHaveCount(0)
  watch.expectNoErrors()
})
