// Delivering a paid credit purchase on the local stack, end to end: the sandbox's Pay and Refund
// send signed Stripe events to the real stripe-webhook (Deno), which writes the ledger, the
// receipt and admin alerts (read back from the mail catcher) and the signed hand-off (read back
// from the stand-in receiver, which verifies each Standard Webhooks signature).
import {
  signIn,
  SEED_ADMIN,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'
import { latestMailTo, mailTo } from '@local-stack/tests/support/mail-catcher.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { purchaseHelpers } from './purchase-helpers.ts'

const BUYER = 'buyer@example.test'

const stack = useTestStack()
const { checkout, orderFor, eventsFor, sendEvent, completedEvent } = purchaseHelpers(stack)

const deliverySchema = z.object({
  webhookId: z.string(),
  duplicate: z.boolean(),
  type: z.string().nullable(),
  payload: z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }),
})

/** What the stand-in receiver accepted (verified) for one order. */
async function handoffsFor(orderId: string) {
  const response = await fetch(`${stack.url}/webhooks/api/deliveries`)
  const { deliveries } = z
    .object({ deliveries: z.array(deliverySchema) })
    .parse(await response.json())
  return deliveries.filter((d) => d.payload.data.order_id === orderId)
}

async function setReceiverFailure(failure: { status: 500 } | null) {
  const response = await fetch(`${stack.url}/webhooks/api/failure`, {
    method: failure ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(failure ? { body: JSON.stringify(failure) } : {}),
  })
  expect(response.ok).toBe(true)
}

async function ledgerFor(orderId: string) {
  return stack.sql<{ kind: string; credits: number; amount_cents: number }>(
    'select kind, credits, amount_cents from public.credit_ledger where order_id = $1 order by created_at',
    [orderId],
  )
}

/** A sandbox checkout paid with the buyer's email; the order once it is paid. */
async function paidPurchase(leadCount: number) {
  const { url, sessionId } = await checkout({ leadCount, email: 'guest@example.com' })
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ email: BUYER }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  await expect
    .poll(async () => (await orderFor(sessionId)).status, { timeout: 15_000 })
    .toBe('paid')
  return { url, sessionId, order: await orderFor(sessionId) }
}

const adminClient = async () =>
  (await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)).client

const deliveriesSchema = z.array(
  z.object({
    order_id: z.string(),
    receipt: z.string().nullable(),
    handoffs: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        status: z.string(),
        last_error: z.string().nullable(),
      }),
    ),
  }),
)

describe('credit delivery', () => {
  it('gives one ledger row, one receipt, one admin alert and one hand-off, replayed or not', async () => {
    const { sessionId, order } = await paidPurchase(834)
    const receipt = await latestMailTo(stack.url, BUYER)
    const alert = await latestMailTo(stack.url, SEED_ADMIN.email)
    await expect.poll(async () => (await handoffsFor(order.id)).length).toBe(1)

    // Stripe delivers the same event again, three times.
    const [event] = await eventsFor(order.id)
    for (let i = 0; i < 3; i++) {
      const replay = await sendEvent(
        completedEvent(event?.id ?? '', { id: sessionId, orderId: order.id, amount: 10_008 }),
      )
      expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    }

    expect(await ledgerFor(order.id)).toEqual([
      { kind: 'purchase', credits: 50_040, amount_cents: 10_008 },
    ])
    const receipts = (await mailTo(stack.url, BUYER)).filter((m) => m.id === receipt.id)
    expect(receipts).toHaveLength(1)
    expect(receipt.subject).toBe('Your receipt: 834 leads (50,040 credits)')
    expect(receipt.text).toContain('Leads: 834\nCredits: 50,040\nAmount paid: $100.08')
    expect(receipt.text).toContain(`Order reference: ${order.id}`)
    expect(receipt.links).toContainEqual(
      expect.stringMatching(new RegExp(`^${stack.url}/payments-sandbox/invoices/in_test_`)),
    )
    const invoice = await fetch(receipt.links[0] ?? '')
    expect(await invoice.text()).toContain('Amount paid')

    expect(alert.subject).toBe(`New credit purchase: $100.08 from ${BUYER}`)
    expect(alert.text).toContain(`Buyer: ${BUYER}`)
    expect(alert.links).toContain(`http://127.0.0.1:5173/admin-portal/orders?q=${sessionId}`)
    const alerts = (await mailTo(stack.url, SEED_ADMIN.email)).filter(
      (m) => m.subject === alert.subject,
    )
    expect(alerts.length).toBeGreaterThanOrEqual(1)

    const handoffs = await handoffsFor(order.id)
    expect(handoffs).toHaveLength(1)
    expect(handoffs[0]).toMatchObject({
      duplicate: false,
      type: 'credits.purchased',
      payload: {
        type: 'credits.purchased',
        data: { order_id: order.id, email: BUYER, credits: 50_040, lead_count: 834 },
      },
    })

    const admin = await adminClient()
    const { data } = await admin.rpc('credit_order_deliveries', { p_order_ids: [order.id] })
    expect(deliveriesSchema.parse(data)).toEqual([
      {
        order_id: order.id,
        receipt: 'sent',
        handoffs: [
          {
            id: handoffs[0]?.webhookId,
            type: 'credits.purchased',
            status: 'delivered',
            last_error: null,
          },
        ],
      },
    ])
  })

  it('applies a partial then a full refund from the sandbox: negative rows, refunded, hand-offs', async () => {
    const { url, sessionId, order } = await paidPurchase(834)
    await expect.poll(async () => (await handoffsFor(order.id)).length).toBe(1)

    const partial = await fetch(`${url}/refund`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '40.00' }),
    })
    expect(await partial.text()).toContain('Refund sent: charge.refunded is on its way.')
    await expect
      .poll(async () => (await orderFor(sessionId)).status, {
        timeout: 15_000,
      })
      .toBe('partially_refunded')
    const partialAlert = await latestMailTo(stack.url, SEED_ADMIN.email)
    expect(partialAlert.subject).toBe(`Credit purchase partly refunded: $40.00 to ${BUYER}`)
    expect(partialAlert.text).toContain('Credits taken back: 20,000')

    const rest = await fetch(`${url}/refund`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '60.08' }),
    })
    expect(rest.status).toBe(200)
    await expect
      .poll(async () => (await orderFor(sessionId)).status, {
        timeout: 15_000,
      })
      .toBe('refunded')
    expect(await ledgerFor(order.id)).toEqual([
      { kind: 'purchase', credits: 50_040, amount_cents: 10_008 },
      { kind: 'refund', credits: -20_000, amount_cents: -4_000 },
      { kind: 'refund', credits: -30_040, amount_cents: -6_008 },
    ])
    await expect.poll(async () => (await handoffsFor(order.id)).length).toBe(3)
    const types = (await handoffsFor(order.id)).map((h) => [h.type, h.payload.data.credits])
    expect(types).toEqual([
      ['credits.purchased', 50_040],
      ['credits.refunded', -20_000],
      ['credits.refunded', -30_040],
    ])

    const tooMuch = await fetch(`${url}/refund`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '1.00' }),
    })
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.text()).toContain('This payment is fully refunded.')
  })

  it('answers a refund of an unknown charge and an unknown event type, changing nothing', async () => {
    const unknown = await sendEvent({
      id: `evt_test_${crypto.randomUUID()}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_test_unknown',
          object: 'charge',
          payment_intent: 'pi_test_unknown',
          amount_refunded: 500,
        },
      },
    })
    expect(await unknown.json()).toEqual({ received: true, outcome: 'unknown_charge' })
    const other = await sendEvent({
      id: `evt_test_${crypto.randomUUID()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    })
    expect(await other.json()).toEqual({ received: true, outcome: 'ignored' })
  })

  it('shows a failing receiver as failed with its error, then delivered after Retry', async () => {
    await setReceiverFailure({ status: 500 })
    try {
      const { order } = await paidPurchase(2_000)
      const admin = await adminClient()
      const deliveries = async () =>
        deliveriesSchema.parse(
          (await admin.rpc('credit_order_deliveries', { p_order_ids: [order.id] })).data,
        )[0]?.handoffs[0]
      await expect
        .poll(async () => (await deliveries())?.status, { timeout: 15_000 })
        .toBe('failed')
      expect((await deliveries())?.last_error).toBe(
        `HTTP 500: {"error":"Failing on purpose (the receiver's failure switch)"}`,
      )
      expect(await handoffsFor(order.id)).toEqual([])

      await setReceiverFailure(null)
      const id = (await deliveries())?.id ?? ''
      const retried = await admin.functions.invoke('credits-handoff', { body: { retry: id } })
      expect(retried.data).toEqual({ delivered: 1, failed: 0 })
      expect(await deliveries()).toMatchObject({ status: 'delivered', last_error: null })
      expect((await handoffsFor(order.id)).map((h) => h.webhookId)).toEqual([id])

      const status = await admin.functions.invoke('credits-handoff', { body: {} })
      expect(status.data).toEqual({ configured: true })
      const stranger = await stack.anon.functions.invoke('credits-handoff', {
        body: { retry: id },
      })
      expect(stranger.error).not.toBeNull()
    } finally {
      await setReceiverFailure(null)
    }
  })
})
