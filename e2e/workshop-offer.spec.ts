import { randomUUID } from 'node:crypto'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_SERVICE_ROLE_KEY } from '../supabase/local/src/keys/keys.ts'
import { gotoHydrated, STACK_URL, watchPage } from './support'
import { offerOn, registerViewer, unlockOffer } from './workshop-viewer'
import { fakeYouTubeApi } from './youtube-stub'

/** The order behind a Checkout Session, as the service role reads it. */
async function orderOf(sessionId: string) {
  const response = await fetch(
    `${STACK_URL}/rest/v1/credit_orders?select=id,status,registration_id,amount_cents&provider_session_id=eq.${sessionId}`,
    {
      headers: { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
    },
  )
  const rows: unknown = await response.json()
  return Array.isArray(rows) ? rows[0] : undefined
}

/** The ads conversions the page sent to the site's global tag (a stand-in that records them). */
async function recordConversions(context: BrowserContext) {
  await context.addInitScript(() => {
    const sent: unknown[] = []
    Reflect.set(window, 'dataLayer', sent)
    Reflect.set(window, 'gtag', (...args: unknown[]) => sent.push(args))
  })
}

const conversionsOf = (page: Page) =>
  page.evaluate(() => {
    const sent: unknown = Reflect.get(window, 'dataLayer')
    return Array.isArray(sent) ? sent.filter((args) => args[1] === 'conversion') : []
  })

test('the unlocked offer buys the bundle through the site checkout, linked to the registration', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = `offer-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`
  const { access, registrationId } = await registerViewer(email)
  await unlockOffer(registrationId)

  await recordConversions(page.context())
  const watch = await watchPage(page)
  await page.route('https://www.youtube.com/iframe_api**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeApi(2700) }),
  )
  await gotoHydrated(page, `/workshop?access=${access}`)
  const offer = offerOn(page)
  await expect(offer).toBeVisible()
  await offer.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('workshop-offer.png') })

  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    offer.getByRole('button', { name: 'Claim the Bundle' }).click(),
  ])
  const checkoutWatch = await watchPage(checkout)
  await checkout.waitForURL(/\/payments-sandbox\/checkout\/cs_test_/)
  await expect(checkout.getByText('10,000 identity-resolution leads')).toBeVisible()
  const sessionId = new URL(checkout.url()).pathname.split('/').pop() ?? ''
  expect(await orderOf(sessionId)).toMatchObject({
    status: 'pending',
    amount_cents: 100_000,
    registration_id: registrationId,
  })

  await checkout.getByLabel('Email').fill(email)
  await checkout.getByRole('button', { name: 'Pay $1,000.00' }).click()
  await checkout.waitForURL(/\/purchase-thank-you\?session_id=cs_test_/)
  const order = checkout.getByRole('region', { name: 'Your order' })
  await expect(order).toContainText('10,000')
  await expect(order).toContainText('$1,000.00')
  await expect(order.getByRole('status')).toHaveText('Payment confirmed', { timeout: 15_000 })
  await expect(checkout.getByText('Your order has been processed successfully.')).toBeVisible()
  const paid = await orderOf(sessionId)
  expect(paid).toMatchObject({ status: 'paid', registration_id: registrationId })

  // The conversion carries the order, once: a second visit to the same page sends nothing.
  await expect
    .poll(() => conversionsOf(checkout))
    .toEqual([
      [
        'event',
        'conversion',
        {
          send_to: expect.any(String),
          value: 1000,
          currency: 'USD',
          transaction_id: paid.id,
        },
      ],
    ])
  const claimed = checkout.waitForResponse('**/rest/v1/rpc/claim_order_conversion')
  await checkout.reload()
  await expect(order.getByRole('status')).toHaveText('Payment confirmed')
  expect(await (await claimed).json()).toEqual([])
  expect(await conversionsOf(checkout)).toEqual([])

  watch.expectNoErrors()
  checkoutWatch.expectNoErrors()
})
