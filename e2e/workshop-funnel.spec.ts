import { randomUUID } from 'node:crypto'
import { expect, test, type Locator } from '@playwright/test'
import { gotoHydrated, insertRow, signInAsAdmin, stackRequest, watchPage } from './support'

/** A stage's count as the card shows it. */
const countOf = async (stage: Locator) => Number((await stage.innerText()).replaceAll(',', ''))

test('the Workshop funnel counts a new registrant and moves Paid live when their sandbox payment goes through', async ({
  browser,
  page,
}, testInfo) => {
  // Two pages, a checkout and the webhook's confirmation: more than the default on a busy machine.
  test.setTimeout(90_000)
  const admin = await browser.newPage({ viewport: page.viewportSize() })
  const adminWatch = await watchPage(admin)
  await signInAsAdmin(admin)
  const card = admin.getByRole('region', { name: 'Workshop funnel' })
  await expect(card.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const registered = card.getByTestId('funnel-registered')
  const paid = card.getByTestId('funnel-paid')
  await expect(paid).toBeVisible()
  // Other tests (and the other browser project) register and pay too: the counts are read
  // now and must grow by at least this test's own.
  const registeredBefore = await countOf(registered)
  const paidBefore = await countOf(paid)

  // A registration as register-webinar writes it, from a campaign of this test's own.
  const source = `funnel-e2e-${randomUUID().slice(0, 8)}`
  const email = `funnel-${randomUUID()}@example.test`
  const registrationId = await insertRow('service', 'Webinar Registration', {
    name: 'Funnel Buyer',
    Email: email,
    webinar_title: 'Workshop',
    utm_source: source,
  })
  await expect.poll(() => countOf(registered)).toBeGreaterThanOrEqual(registeredBefore + 1)

  // The purchase, through the payments sandbox as a buyer makes it.
  const leads = testInfo.project.name === 'phone' ? 10_001 : 10_002
  const watch = await watchPage(page)
  await gotoHydrated(page, '/credit-topup')
  await page.getByRole('spinbutton', { name: 'Number of leads' }).fill(String(leads))
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Buy Credits' }).click(),
  ])
  await checkout.waitForURL(/\/payments-sandbox\/checkout\/cs_test_/)
  const sessionId = new URL(checkout.url()).pathname.split('/').pop() ?? ''
  // The top-up page names no registration; the workshop offer's checkout does. The order is
  // linked here as that checkout links it (the service role, before payment).
  const linked = await stackRequest(
    'service',
    `/rest/v1/credit_orders?provider_session_id=eq.${encodeURIComponent(sessionId)}`,
    { method: 'PATCH', body: { registration_id: registrationId } },
  )
  expect(linked.status, await linked.clone().text()).toBe(204)

  await checkout.getByLabel('Email').fill(email)
  await checkout.getByRole('button', { name: /^Pay / }).click()
  await checkout.waitForURL(/\/purchase-thank-you\?session_id=cs_test_/)
  await expect(checkout.getByRole('region', { name: 'Your order' }).getByRole('status')).toHaveText(
    'Payment confirmed',
    { timeout: 15_000 },
  )

  // Paid moves on the open dashboard within 2 s of the payment, without a reload.
  await expect.poll(() => countOf(paid), { timeout: 2_000 }).toBeGreaterThanOrEqual(paidBefore + 1)
  await card.scrollIntoViewIfNeeded()
  await admin.screenshot({ path: testInfo.outputPath('workshop-funnel.png'), fullPage: true })

  // The same registrant counts in the last 7 days (the range is kept in the address).
  await card.getByRole('button', { name: 'Last 7 Days' }).click()
  await expect(admin).toHaveURL(/funnel_days=7/)
  await expect(card.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(() => countOf(paid)).toBeGreaterThanOrEqual(1)

  watch.expectNoErrors()
  adminWatch.expectNoErrors()
  await admin.close()
})
