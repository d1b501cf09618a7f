import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../supabase/local/src/keys/keys.ts'
import { insertRow, openAdminNav, signInAsAdmin, STACK_URL, watchPage } from './support'

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
  // A table row from md up, a card on phones.
  const entries = page.getByRole(testInfo.project.name === 'phone' ? 'listitem' : 'row')
  const tag = `${testInfo.project.name}-${Date.now()}`
  await insertRow('service', 'credit_orders', order('expired', `abandoned-${tag}@example.test`))
  await insertRow('service', 'credit_orders', order('paid', `paid-${tag}@example.test`))
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Orders' }).click()

  const abandoned = entries.filter({ hasText: `abandoned-${tag}` })
  const paid = entries.filter({ hasText: `paid-${tag}` })
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

/** A sandbox purchase paid by `buyer`, as the top-up page and the sandbox's Pay make it. */
async function paidPurchase(leadCount: number, buyer: string) {
  const response = await fetch(`${STACK_URL}/functions/v1/create-credit-payment`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      Authorization: `Bearer ${DEMO_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ leadCount, email: 'guest@example.com' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const { url } = z.object({ url: z.string() }).parse(await response.json())
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ email: buyer }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
}

/** The receiver's failure switch, for deliveries that name `buyer` only (projects run at once). */
async function failHandoffsOf(buyer: string | null) {
  const response = await fetch(`${STACK_URL}/webhooks/api/failure`, {
    method: buyer ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    ...(buyer ? { body: JSON.stringify({ status: 500, match: buyer }) } : {}),
  })
  expect(response.ok).toBe(true)
}

test('Orders show a paid order’s receipt and hand-off; Retry delivers a failed hand-off', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const buyer = `delivery-${testInfo.project.name}-${Date.now()}@example.test`
  await failHandoffsOf(buyer)
  try {
    await paidPurchase(phone ? 3333 : 4444, buyer)
    const watch = await watchPage(page)
    await signInAsAdmin(page)
    await page.goto(`/admin-portal/orders?q=${encodeURIComponent(buyer)}`)
    const entry = page
      .getByRole(phone ? 'listitem' : 'row')
      .filter({ hasText: buyer })
      .first()
    await expect(entry).toContainText('Paid')
    await expect(entry).toContainText('Receipt sent')
    await expect(entry).toContainText('Purchase hand-off: failed')
    await expect(entry).toContainText(
      `Last error: HTTP 500: {"error":"Failing on purpose (the receiver's failure switch)"}`,
    )
    await page.screenshot({
      path: testInfo.outputPath('orders-handoff-failed.png'),
      fullPage: true,
    })

    await failHandoffsOf(null)
    await entry.getByRole('button', { name: 'Retry the purchase hand-off' }).click()
    await expect(page.getByText('Hand-off delivered')).toBeVisible()
    await expect(entry).toContainText('Purchase hand-off: delivered')
    await expect(entry.getByRole('button', { name: /Retry/ })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('orders-delivered.png'), fullPage: true })
    watch.expectNoErrors()
  } finally {
    await failHandoffsOf(null)
  }
})

test('an admin grants credits from the Orders page; bad input gets its sentence', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const email = `granted-${testInfo.project.name}-${Date.now()}@example.test`
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Grant credits' }).click()
  const dialog = page.getByRole('dialog', { name: 'Grant credits' })
  await dialog.getByRole('button', { name: 'Grant credits' }).click()
  await expect(dialog.getByText('Enter the customer’s email address')).toBeVisible()
  await expect(
    dialog.getByText('Credits must be a whole number from 1 to 10,000,000'),
  ).toBeVisible()
  await expect(dialog.getByText('Say why, in at most 500 characters')).toBeVisible()

  await dialog.getByLabel('Customer email').fill(email)
  await dialog.getByLabel('Credits').fill('6000')
  await dialog.getByLabel('Reason').fill('Goodwill for a failed import')
  await dialog.getByRole('button', { name: 'Grant credits' }).click()
  await expect(page.getByText(`Granted 6,000 credits to ${email}`)).toBeVisible()
  await expect(dialog).toBeHidden()

  const ledger = await fetch(
    `${STACK_URL}/rest/v1/credit_ledger?select=kind,credits,note&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
    },
  )
  expect(await ledger.json()).toEqual([
    { kind: 'grant', credits: 6000, note: 'Goodwill for a failed import' },
  ])
  watch.expectNoErrors()
})
