// A purchase on the local stack, end to end and offline: the real create-credit-payment and
// stripe-webhook functions in Deno, the stripe package talking to the payments sandbox, the
// sandbox's Pay posting a signed event, and the SQL that fulfils each order once.
import { useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { purchaseHelpers, SITE } from './purchase-helpers.ts'

const EMAIL = 'guest@example.com'

const stack = useTestStack()

const { failure, checkout, orderFor, eventsFor, sendEvent, completedEvent } = purchaseHelpers(stack)

describe('credit purchase through the payments sandbox', () => {
  it('invokes, pays in the sandbox, and the order turns paid exactly once', async () => {
    const { url, sessionId } = await checkout({ leadCount: 834, email: EMAIL })
    expect(url).toMatch(new RegExp(`^${stack.url}/payments-sandbox/checkout/cs_test_[0-9a-f]+$`))
    const pending = await orderFor(sessionId)
    expect(pending).toMatchObject({
      status: 'pending',
      lead_count: 834,
      credits: 50_040,
      amount_cents: 10_008,
    })

    const page = await fetch(url)
    const html = await page.text()
    expect(html).toContain('Local test checkout')
    expect(html).toContain('Pay $100.08')
    expect(html).toContain('834 identity-resolution leads')

    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'buyer@example.test' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${SITE}/purchase-thank-you?session_id=${sessionId}`)

    await expect
      .poll(async () => (await orderFor(sessionId)).status, { timeout: 15_000 })
      .toBe('paid')
    const order = await orderFor(sessionId)
    expect(order.customer_email).toBe('buyer@example.test')
    expect(await eventsFor(order.id)).toEqual([
      { id: expect.stringMatching(/^evt_test_/), outcome: 'fulfilled' },
    ])

    // The thank-you page's read: the session id shows the order, nothing else does.
    const status = await stack.anon.rpc('credit_order_status', { p_session_id: sessionId }).single()
    expect(status.data).toEqual({
      lead_count: 834,
      credits: 50_040,
      amount_cents: 10_008,
      currency: 'usd',
      status: 'paid',
    })
    const guessed = await stack.anon.rpc('credit_order_status', {
      p_session_id: 'cs_test_0000000000',
    })
    expect(guessed.data).toEqual([])
    const orders = await stack.anon.from('credit_orders').select('id')
    expect({ status: orders.status, code: orders.error?.code }).toEqual({
      status: 401,
      code: '42501',
    })
  })

  it('makes one order and one session for a double click (same Idempotency-Key)', async () => {
    const key = `test-${crypto.randomUUID()}`
    const [first, second] = await Promise.all([
      checkout({ leadCount: 10_000, email: EMAIL }, key),
      checkout({ leadCount: 10_000, email: EMAIL }, key),
    ])
    expect(second.url).toBe(first.url)
    const { data } = await stack.service.from('credit_orders').select('id').eq('checkout_key', key)
    expect(data).toHaveLength(1)
    const reused = await stack.anon.functions.invoke('create-credit-payment', {
      body: { leadCount: 20_000, email: EMAIL },
      headers: { origin: SITE, 'idempotency-key': key },
    })
    expect(await failure(reused.error)).toEqual({
      status: 409,
      body: { error: 'This Idempotency-Key was already used for a different order' },
    })
  })

  it('fulfils once when the same event arrives twice, or two events at once', async () => {
    const { sessionId } = await checkout({ leadCount: 25_000, email: EMAIL })
    const order = await orderFor(sessionId)
    const session = { id: sessionId, orderId: order.id, amount: 212_500 }

    const event = completedEvent(`evt_test_${crypto.randomUUID()}`, session)
    const both = await Promise.all([sendEvent(event), sendEvent(event)])
    const outcomes = await Promise.all(
      both.map(async (r) => z.object({ outcome: z.string() }).parse(await r.json()).outcome),
    )
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(outcomes.sort()).toEqual(['duplicate', 'fulfilled'])

    const replay = await sendEvent(event)
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    const other = await sendEvent(
      completedEvent(
        `evt_test_${crypto.randomUUID()}`,
        session,
        'checkout.session.async_payment_succeeded',
      ),
    )
    expect(await other.json()).toEqual({ received: true, outcome: 'already_paid' })
    const paidAt = (await orderFor(sessionId)).paid_at
    expect(paidAt).not.toBeNull()
    expect(await eventsFor(order.id)).toHaveLength(2)
  })

  it('refuses a wrong signature or a tampered amount and changes nothing', async () => {
    const { sessionId } = await checkout({ leadCount: 834, email: EMAIL })
    const order = await orderFor(sessionId)
    const session = { id: sessionId, orderId: order.id, amount: 10_008 }

    const forged = await sendEvent(
      completedEvent(`evt_test_${crypto.randomUUID()}`, session),
      'whsec_wrong',
    )
    expect(forged.status).toBe(400)
    const cheap = await sendEvent(
      completedEvent(`evt_test_${crypto.randomUUID()}`, { ...session, amount: 1 }),
    )
    expect(await cheap.json()).toEqual({ received: true, outcome: 'amount_mismatch' })
    expect((await orderFor(sessionId)).status).toBe('pending')
  })

  it('returns the buyer to the configured site, whatever Origin the caller sends', async () => {
    const { data } = await stack.anon.functions.invoke('create-credit-payment', {
      body: { leadCount: 834, email: EMAIL },
      headers: { origin: 'https://evil.example' },
    })
    const { url } = z.object({ url: z.string() }).parse(data)
    const sessionId = url.split('/').pop() ?? ''
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.headers.get('location')).toBe(`${SITE}/purchase-thank-you?session_id=${sessionId}`)
  })

  it('marks the order expired when Checkout expires the session', async () => {
    const { url, sessionId } = await checkout({ leadCount: 834, email: EMAIL })
    const expire = await fetch(`${url}/expire`, { method: 'POST' })
    expect(await expire.text()).toContain('This checkout session has expired.')
    await expect
      .poll(async () => (await orderFor(sessionId)).status, { timeout: 15_000 })
      .toBe('expired')
    const order = await orderFor(sessionId)
    expect(await eventsFor(order.id)).toEqual([
      { id: expect.stringMatching(/^evt_test_/), outcome: 'expired' },
    ])
  })

  it('keeps verify_jwt for create-credit-payment and answers a bad body with 400', async () => {
    const noJwt = await fetch(`${stack.url}/functions/v1/create-credit-payment`, {
      method: 'POST',
      body: JSON.stringify({ leadCount: 834, email: EMAIL }),
    })
    expect(noJwt.status).toBe(401)
    const tampered = await stack.anon.functions.invoke('create-credit-payment', {
      body: { leadCount: 834, email: EMAIL, fixedAmount: 1 },
      headers: { origin: SITE },
    })
    expect(await failure(tampered.error)).toMatchObject({ status: 400 })
    const { data } = await stack.service.from('credit_orders').select('id').eq('amount_cents', 1)
    expect(data).toEqual([])
  })
})
