import { randomUUID } from 'node:crypto'
import { expect, test, type Locator } from '@playwright/test'
import { gotoHydrated, signInAsAdmin, watchPage } from './support'
import { offerOn, registerViewer, unlockOffer } from './workshop-viewer'
import { fakeYouTubeApi } from './youtube-stub'

/** A stage's count as the card shows it. */
const countOf = async (stage: Locator) => Number((await stage.innerText()).replaceAll(',', ''))

test('the Workshop funnel counts a new registrant and moves Paid live when they buy from the offer in the sandbox', async ({
  browser,
  page,
}, testInfo) => {
  // Three pages, a checkout and the webhook's confirmation: more than the default on a busy machine.
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

  // A registrant from a campaign of this test's own, through register-webinar, who has
  // watched to the offer.
  const source = `funnel-e2e-${randomUUID().slice(0, 8)}`
  const email = `funnel-${randomUUID()}@example.test`
  const { access, registrationId } = await registerViewer(email, { utm_source: source })
  await expect.poll(() => countOf(registered)).toBeGreaterThanOrEqual(registeredBefore + 1)
  await unlockOffer(registrationId)

  // The purchase from the workshop's offer, through the payments sandbox as a buyer makes it.
  const watch = await watchPage(page)
  await page.route('https://www.youtube.com/iframe_api**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeApi(2700) }),
  )
  await gotoHydrated(page, `/workshop?access=${access}`)
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    offerOn(page).getByRole('button', { name: 'Claim the Bundle' }).click(),
  ])
  await checkout.waitForURL(/\/payments-sandbox\/checkout\/cs_test_/)
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
