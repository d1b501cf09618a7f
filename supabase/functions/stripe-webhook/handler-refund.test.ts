import { describe, expect, it } from 'vitest'
import { handlerWith, signed } from '@tests/stripe-webhook.ts'
import type { RefundEvent } from './handler.ts'
import { errors } from './handler.ts'

const refundEvent = (charge: Record<string, unknown>) => ({
  id: 'evt_refund_1',
  object: 'event',
  type: 'charge.refunded',
  data: {
    object: {
      id: 'ch_test_1',
      object: 'charge',
      payment_intent: 'pi_test_1',
      amount_refunded: 4_000,
      ...charge,
    },
  },
})

/** Runs the handler, silencing its expected log lines. */
async function run(body: object, applied: RefundEvent[]) {
  const { handler } = handlerWith(undefined, {
    applyRefund: async (event) => {
      applied.push(event)
      return 'partially_refunded'
    },
  })
  const original = console.warn
  console.warn = () => {}
  try {
    return await handler(signed(body))
  } finally {
    console.warn = original
  }
}

describe('stripe-webhook refunds', () => {
  it('applies charge.refunded with the cumulative amount refunded', async () => {
    const applied: RefundEvent[] = []
    const response = await run(refundEvent({}), applied)
    expect(await response.json()).toEqual({ received: true, outcome: 'partially_refunded' })
    expect(applied).toEqual([
      {
        eventId: 'evt_refund_1',
        chargeId: 'ch_test_1',
        paymentIntent: 'pi_test_1',
        amountRefunded: 4_000,
      },
    ])
  })

  it('answers a charge without a PaymentIntent as not ours, and a malformed one with 400', async () => {
    const applied: RefundEvent[] = []
    const none = await run(refundEvent({ payment_intent: null }), applied)
    expect(await none.json()).toEqual({ received: true, outcome: 'not_ours' })
    const malformed = await run(refundEvent({ amount_refunded: -1 }), applied)
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: errors.malformedCharge })
    expect(applied).toEqual([])
  })

  it('logs and ignores an event type it does not handle', async () => {
    const applied: RefundEvent[] = []
    const response = await run(
      { id: 'evt_x', object: 'event', type: 'invoice.paid', data: { object: {} } },
      applied,
    )
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
  })
})
