// A workshop registrant as the browser tests need one: registered through register-webinar,
// with the offer unlocked by the server's own record of 45 watched minutes.
import { expect, type Page } from '@playwright/test'
import { DEMO_ANON_KEY } from '../supabase/local/src/keys/keys.ts'
import { stackRequest, STACK_URL } from './support'

/** A new registration through register-webinar: its personal link and its id. */
export async function registerViewer(email: string, source: { utm_source?: string } = {}) {
  const response = await fetch(`${STACK_URL}/functions/v1/register-webinar`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Offer Buyer',
      email,
      webinar_title: 'Identity Resolution Workshop',
      ...source,
    }),
  })
  const body: unknown = await response.json()
  const access = typeof body === 'object' && body !== null ? Reflect.get(body, 'access') : null
  if (typeof access !== 'string') throw new Error(`registration failed: ${JSON.stringify(body)}`)
  const [linkId, token] = access.split('.')
  const lookup = await stackRequest('service', '/rest/v1/rpc/workshop_registration', {
    method: 'POST',
    body: { p_link_id: linkId, p_token: token },
  })
  const registrationId: unknown = await lookup.json()
  if (typeof registrationId !== 'string') throw new Error('the link opens nothing')
  return { access, registrationId }
}

/** 45 minutes credited by the server: the offer is unlocked for this registration. */
export async function unlockOffer(registrationId: string) {
  const unlocked = await stackRequest('service', '/rest/v1/workshop_progress', {
    method: 'POST',
    body: {
      registration_id: registrationId,
      watched_seconds: 2700,
      started_at: new Date().toISOString(),
      offer_reached_at: new Date().toISOString(),
    },
  })
  expect(unlocked.status, await unlocked.clone().text()).toBe(201)
}

/** The workshop's offer on the page, once the viewer's link has opened it. */
export const offerOn = (page: Page) => page.getByRole('region', { name: '10,000 leads for $1,000' })
