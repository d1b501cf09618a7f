import { expect, test } from '@playwright/test'
import { gotoHydrated, openAdminNav, signInAsAdmin, watchPage } from './support'

test('the top-up prices the minimum, follows the slider and blocks a purchase under $100', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/credit-topup')
  await expect(page.getByRole('heading', { name: 'Buy Lead Credits', level: 1 })).toBeVisible()

  const field = page.getByRole('spinbutton', { name: 'Number of leads' })
  const slider = page.getByRole('slider', { name: 'Number of leads' })
  const total = page.getByTestId('topup-total')
  const buy = page.getByRole('button', { name: 'Buy Credits' })
  await expect(field).toHaveValue('834')
  await expect(slider).toHaveAttribute('aria-valuenow', '834')
  await expect(total).toHaveText('$100.08')
  await expect(page.locator('tr[aria-current="true"]')).toContainText('1–9,999')

  // Keyboard: arrows step 100 leads, End jumps to the 500,000 cap (tier 6).
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(field).toHaveValue('934')
  await expect(total).toHaveText('$112.08')
  await page.keyboard.press('End')
  await expect(field).toHaveValue('500000')
  await expect(total).toHaveText('$27,500.00')
  await expect(page.locator('tr[aria-current="true"]')).toContainText('200,000–1,000,000')

  await field.fill('10000')
  await expect(total).toHaveText('$1,000.00')
  await expect(page.locator('tr[aria-current="true"]')).toContainText('16.7%')

  // Under the minimum the button is disabled, and pressing it says why.
  await field.fill('500')
  await expect(total).toHaveText('$60.00')
  await expect(buy).toBeDisabled()
  await buy.click({ force: true })
  await expect(page.getByText('Minimum Purchase Required')).toBeVisible()
  await expect(
    page.getByText('Minimum purchase amount is $100. Please increase your lead count.').last(),
  ).toBeVisible()
  // Leaving the field clamps it to the minimum.
  await field.press('Tab')
  await expect(field).toHaveValue('834')
  await expect(buy).toBeEnabled()
  watch.expectNoErrors()
})

test('the slider gives each tier its own stretch of the track', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/credit-topup')
  const field = page.getByRole('spinbutton', { name: 'Number of leads' })
  const slider = page.getByRole('slider', { name: 'Number of leads' })
  const track = page.locator('[data-slot="slider"]')
  const current = page.locator('tr[aria-current="true"]')
  const { width } = (await track.boundingBox()) ?? { width: 0 }

  // Six tiers, six equal stretches: a click in the first twelfth stays in tier 1 (the even
  // 834-500,000 scale jumped to 4,034 here), the third twelfth is tier 2, the fifth tier 3.
  await track.click({ position: { x: width / 48, y: 10 } })
  expect(Number(await field.inputValue())).toBeLessThan(3_000)
  await expect(current).toContainText('1–9,999')
  await track.click({ position: { x: (width * 3) / 12, y: 10 } })
  await expect(current).toContainText('10,000–24,999')
  await track.click({ position: { x: (width * 5) / 12, y: 10 } })
  await expect(current).toContainText('25,000–49,999')

  // The field stays exact, and the thumb announces the count, not its track position.
  await field.fill('10001')
  await expect(slider).toHaveAttribute('aria-valuenow', '10001')
  await expect(slider).toHaveAttribute('aria-valuetext', '10,001 leads')
  await expect(slider).toHaveAttribute('aria-valuemax', '500000')
  const thumb = (await slider.boundingBox()) ?? { x: 0, width: 0 }
  const start = (await track.boundingBox()) ?? { x: 0 }
  // 10,000 starts the second of six stretches: the thumb's centre is a sixth along the track.
  expect(Math.abs(thumb.x + thumb.width / 2 - start.x - width / 6)).toBeLessThan(thumb.width)
  watch.expectNoErrors()
})

test('a purchase pays in the sandbox, ends on the thank-you page confirmed, and shows up live in the admin Orders', async ({
  browser,
  page,
}, testInfo) => {
  // A lead count of its own per project, to find this order among the others in the list.
  const leads = testInfo.project.name === 'phone' ? 1111 : 2222
  const amount = leads === 1111 ? '$133.32' : '$266.64'

  const admin = await browser.newPage({ viewport: page.viewportSize() })
  const adminWatch = await watchPage(admin)
  await signInAsAdmin(admin)
  const nav = await openAdminNav(admin)
  await nav.getByRole('link', { name: 'Orders' }).click()
  await expect(admin.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()

  const watch = await watchPage(page)
  await gotoHydrated(page, '/credit-topup')
  await page.getByRole('spinbutton', { name: 'Number of leads' }).fill(String(leads))
  await expect(page.getByTestId('topup-total')).toHaveText(amount)
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Buy Credits' }).click(),
  ])
  const checkoutWatch = await watchPage(checkout)
  await checkout.waitForURL(/\/payments-sandbox\/checkout\/cs_test_/)
  await expect(checkout.getByRole('note')).toContainText('Local test checkout')
  await expect(
    checkout.getByText(`${leads.toLocaleString('en-US')} identity-resolution leads`),
  ).toBeVisible()
  await checkout.screenshot({ path: testInfo.outputPath('sandbox-checkout.png'), fullPage: true })

  // The admin list already has the pending order, without a reload (newest first, so a retried
  // test's earlier order of the same amount sits below it).
  const row = admin
    .getByRole(testInfo.project.name === 'phone' ? 'listitem' : 'row')
    .filter({ hasText: amount })
    .first()
  await expect(row).toContainText('Awaiting payment')

  await checkout.getByLabel('Email').fill('buyer@example.test')
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click()
  await checkout.waitForURL(/\/purchase-thank-you\?session_id=cs_test_/)
  const order = checkout.getByRole('region', { name: 'Your order' })
  await expect(order).toContainText(leads.toLocaleString('en-US'))
  await expect(order).toContainText((leads * 60).toLocaleString('en-US'))
  await expect(order).toContainText(amount)
  await expect(order.getByRole('status')).toHaveText('Payment confirmed', { timeout: 15_000 })
  await expect(checkout.getByText('Your order has been processed successfully.')).toBeVisible()
  await checkout.screenshot({ path: testInfo.outputPath('thank-you.png'), fullPage: true })

  await expect(row).toContainText('Paid')
  await expect(row).toContainText('buyer@example.test')
  await admin.screenshot({ path: testInfo.outputPath('admin-orders.png'), fullPage: true })
  watch.expectNoErrors()
  checkoutWatch.expectNoErrors()
  adminWatch.expectNoErrors()
  await admin.close()
})
