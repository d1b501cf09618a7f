// The workshop offer bought through the product's checkout, on the local stack: the real
// register-webinar, create-credit-payment and stripe-webhook functions, and the payments
// sandbox's Pay. The order names the registration its personal link opens; the server, not
// the page, decides which.
import { testClient, useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { describe, expect, it } from 'vitest'
import { WORKSHOP_BUNDLE_LEADS } from '../../supabase/functions/_shared/domain/credit-pricing.ts'
import { purchaseHelpers, SITE } from './purchase-helpers.ts'

const EMAIL = 'guest@example.com'
const stack = useTestStack()
const { checkout, orderFor } = purchaseHelpers(stack)

/** A new registration through register-webinar: its id and the personal link it answers. */
async function register(email: string) {
  const visitor = testClient(stack.url, stack.anonKey)
  const { data, error } = await visitor.functions.invoke<{ access: string }>('register-webinar', {
    body: { name: 'Buyer', email, webinar_title: 'Identity Resolution Workshop' },
  })
  if (error || !data) throw error ?? new Error('no answer')
  // The service role reads no registrations: the link's own lookup names it.
  const [linkId = '', token = ''] = data.access.split('.')
  const row = await stack.service.rpc('workshop_registration', {
    p_link_id: linkId,
    p_token: token,
  })
  if (row.error || !row.data) throw row.error ?? new Error('the link opens nothing')
  return { access: data.access, registrationId: row.data }
}

async function progressOf(registrationId: string) {
  const { data, error } = await stack.service
    .from('workshop_progress')
    .select('offer_reached_at, offer_clicked_at')
    .eq('registration_id', registrationId)
    .maybeSingle()
  if (error) throw error
  return data
}

async function registrationOf(sessionId: string) {
  const { data, error } = await stack.service
    .from('credit_orders')
    .select('registration_id')
    .eq('provider_session_id', sessionId)
    .single()
  if (error) throw error
  return data.registration_id
}

describe('the workshop offer through create-credit-payment', () => {
  it('links the paid order to the registration and records the first offer click', async () => {
    const { access, registrationId } = await register('offer-buyer@example.com')
    const reachedAt = '2026-11-30T10:45:00.000Z'
    const unlocked = await stack.service.from('workshop_progress').insert({
      registration_id: registrationId,
      watched_seconds: 2700,
      offer_reached_at: reachedAt,
    })
    expect(unlocked.error).toBeNull()

    const body = { leadCount: WORKSHOP_BUNDLE_LEADS, email: EMAIL, workshopAccess: access }
    const { url, sessionId } = await checkout(body)
    expect(await orderFor(sessionId)).toMatchObject({
      status: 'pending',
      lead_count: 10_000,
      amount_cents: 100_000,
    })
    expect(await registrationOf(sessionId)).toBe(registrationId)
    const clicked = (await progressOf(registrationId))?.offer_clicked_at
    expect(clicked).toEqual(expect.any(String))

    // A second click keeps the first click's time.
    await checkout(body)
    expect((await progressOf(registrationId))?.offer_clicked_at).toBe(clicked)

    const html = await (await fetch(url)).text()
    expect(html).toContain('Pay $1,000.00')
    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'offer-buyer@example.com' }),
      redirect: 'manual',
    })
    expect(paid.headers.get('location')).toBe(`${SITE}/purchase-thank-you?session_id=${sessionId}`)
    await expect
      .poll(async () => (await orderFor(sessionId)).status, { timeout: 15_000 })
      .toBe('paid')
    expect(await registrationOf(sessionId)).toBe(registrationId)

    // The thank-you page's conversion claim: the first visit gets the order, later ones nothing.
    const order = await orderFor(sessionId)
    const claim = () => stack.anon.rpc('claim_order_conversion', { p_session_id: sessionId })
    expect((await claim()).data).toEqual([
      { order_id: order.id, amount_cents: 100_000, currency: 'usd' },
    ])
    expect((await claim()).data).toEqual([])
  })

  it('does not count a click before the offer is unlocked, but links the order', async () => {
    const { access, registrationId } = await register('early-buyer@example.com')
    await stack.service.from('workshop_progress').insert({ registration_id: registrationId })
    const { sessionId } = await checkout({
      leadCount: WORKSHOP_BUNDLE_LEADS,
      email: EMAIL,
      workshopAccess: access,
    })
    expect(await registrationOf(sessionId)).toBe(registrationId)
    expect((await progressOf(registrationId))?.offer_clicked_at).toBeNull()
  })

  it('sells the bundle unlinked for a link that opens nothing', async () => {
    const { access } = await register('wrong-token@example.com')
    const [linkId] = access.split('.')
    const { sessionId } = await checkout({
      leadCount: WORKSHOP_BUNDLE_LEADS,
      email: EMAIL,
      workshopAccess: `${linkId}.${'x'.repeat(43)}`,
    })
    expect(await orderFor(sessionId)).toMatchObject({ status: 'pending', amount_cents: 100_000 })
    expect(await registrationOf(sessionId)).toBeNull()
    // Not paid yet: nothing to claim, and the claim stays for the paid order.
    const claim = await stack.anon.rpc('claim_order_conversion', { p_session_id: sessionId })
    expect(claim).toMatchObject({ status: 200, data: [] })
  })
})
