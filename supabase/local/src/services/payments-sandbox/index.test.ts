import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentsSandboxRoutes } from './index.ts'
import { parseStripeForm } from './form.ts'
import { paymentsSandboxEnv, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET } from './keys.ts'

// The sandbox on a real port, driven by the unmodified stripe package, with a stand-in webhook
// endpoint that checks each delivery with the package's own signature verification.
let server: ServerType
let url = ''
let stripe: Stripe
const deliveries: { payload: string; signature: string }[] = []
let delivered: () => void = () => {}
let sandbox: ReturnType<typeof paymentsSandboxRoutes>

beforeAll(async () => {
  // The sandbox needs the stack's URL when it is built, so the port is taken first.
  let app = new Hono()
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}`
        resolve()
      },
    )
  })
  app = new Hono()
  app.post('/functions/v1/stripe-webhook', async (c) => {
    deliveries.push({
      payload: await c.req.text(),
      signature: c.req.header('stripe-signature') ?? '',
    })
    delivered()
    return c.json({ received: true })
  })
  sandbox = paymentsSandboxRoutes({ url })
  app.route('/', sandbox.app)
  stripe = new Stripe(SANDBOX_SECRET_KEY, {
    host: '127.0.0.1',
    port: new URL(url).port,
    protocol: 'http',
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const params = (name = '834 identity-resolution leads'): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { quantity: 1, price_data: { currency: 'usd', unit_amount: 10_008, product_data: { name } } },
  ],
  metadata: { order_id: 'order-1' },
  success_url: 'http://site.test/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://site.test/credit-topup',
})

describe('payments sandbox', () => {
  it('creates and retrieves Checkout Sessions for the stripe package, replaying idempotent requests', async () => {
    const session = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'order-1' })
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      amount_total: 10_008,
      currency: 'usd',
      metadata: { order_id: 'order-1' },
    })
    expect(session.url).toBe(`${url}/payments-sandbox/checkout/${session.id}`)
    const again = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'order-1' })
    expect(again.id).toBe(session.id)
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id)

    await expect(
      stripe.checkout.sessions.create(params('other'), { idempotencyKey: 'order-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    await expect(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://site.test' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    const stranger = new Stripe('sk_test_someone_else', {
      host: '127.0.0.1',
      port: new URL(url).port,
      protocol: 'http',
    })
    await expect(stranger.checkout.sessions.create(params())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
  })

  it('shows a labelled test checkout, escaping what the merchant sent', async () => {
    const session = await stripe.checkout.sessions.create(params('<img src=x onerror=alert(1)>'))
    const html = await (await fetch(session.url ?? '')).text()
    expect(html).toContain('Local test checkout')
    expect(html).toContain('Pay $100.08')
    expect(html).not.toContain('<img src=x')
    expect((await fetch(`${url}/payments-sandbox/checkout/cs_test_missing`)).status).toBe(404)
  })

  it('Pay sends checkout.session.completed signed as Stripe signs it and returns to success_url', async () => {
    const session = await stripe.checkout.sessions.create(params())
    const arrived = new Promise<void>((resolve) => (delivered = resolve))
    const pay = await fetch(`${session.url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'buyer@example.test' }),
      redirect: 'manual',
    })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('location')).toBe(
      `http://site.test/purchase-thank-you?session_id=${session.id}`,
    )
    await arrived

    const delivery = deliveries.at(-1)
    expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const event = await Stripe.webhooks.constructEventAsync(
      delivery?.payload ?? '',
      delivery?.signature ?? '',
      SANDBOX_WEBHOOK_SECRET,
      300,
      Stripe.createSubtleCryptoProvider(),
    )
    expect(event.type).toBe('checkout.session.completed')
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      amount_total: 10_008,
      customer_details: { email: 'buyer@example.test' },
    })

    const twice = await fetch(`${session.url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({}),
      redirect: 'manual',
    })
    expect(twice.status).toBe(409)
  })

  it('Cancel returns to cancel_url and leaves the session open', async () => {
    const session = await stripe.checkout.sessions.create(params())
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(cancel.headers.get('location')).toBe('http://site.test/credit-topup')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
  })

  /** The next delivery as a verified event. */
  async function nextEvent(action: () => Promise<unknown>) {
    const arrived = new Promise<void>((resolve) => (delivered = resolve))
    await action()
    await arrived
    const delivery = deliveries.at(-1)
    return Stripe.webhooks.constructEventAsync(
      delivery?.payload ?? '',
      delivery?.signature ?? '',
      SANDBOX_WEBHOOK_SECRET,
      300,
      Stripe.createSubtleCryptoProvider(),
    )
  }

  it('expires a session through the API as Stripe does, sending checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(params())
    let expired: Stripe.Checkout.Session | undefined
    const event = await nextEvent(async () => {
      expired = await stripe.checkout.sessions.expire(session.id)
    })
    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null })
    expect(event.type).toBe('checkout.session.expired')
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'expired',
      metadata: { order_id: 'order-1' },
    })
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
    const page = await fetch(session.url ?? '')
    expect(await page.text()).toContain('This checkout session has expired.')
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(pay.status).toBe(409)
  })

  it('lets the tester expire a session from the checkout page', async () => {
    const session = await stripe.checkout.sessions.create(params())
    expect(await (await fetch(session.url ?? '')).text()).toContain('Let this session expire')
    const event = await nextEvent(() => fetch(`${session.url}/expire`, { method: 'POST' }))
    expect(event.type).toBe('checkout.session.expired')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired')
  })

  it('expires sessions past their expires_at, as Checkout does', async () => {
    const now = Math.floor(Date.now() / 1000)
    const soon = await stripe.checkout.sessions.create({ ...params(), expires_at: now - 1 })
    const later = await stripe.checkout.sessions.create(params())
    const event = await nextEvent(async () => expect(sandbox.expireOverdue()).toBe(1))
    expect(event.data.object).toMatchObject({ id: soon.id, status: 'expired' })
    expect((await stripe.checkout.sessions.retrieve(later.id)).status).toBe('open')
  })

  it('parses Stripe form encoding without touching prototypes', () => {
    const form = parseStripeForm(
      'line_items[0][price_data][unit_amount]=5&__proto__[polluted]=1&a[constructor][x]=1',
    )
    expect(JSON.parse(JSON.stringify(form))).toEqual({
      line_items: { '0': { price_data: { unit_amount: '5' } } },
    })
    expect(Reflect.get({}, 'polluted')).toBeUndefined()
  })

  it('is the functions’ Stripe only while no real STRIPE_SECRET_KEY is configured', () => {
    expect(paymentsSandboxEnv('http://127.0.0.1:54321', {})).toEqual({
      STRIPE_SECRET_KEY: SANDBOX_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
      STRIPE_API_BASE: 'http://127.0.0.1:54321',
    })
    expect(
      paymentsSandboxEnv('http://127.0.0.1:54321', { STRIPE_SECRET_KEY: 'sk_test_real' }),
    ).toEqual({})
  })
})
