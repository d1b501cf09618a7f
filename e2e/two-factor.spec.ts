import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { decodeJwt } from 'jose'
import * as OTPAuth from 'otpauth'
import { z } from 'zod'
import { DEMO_SERVICE_ROLE_KEY } from '../supabase/local/src/keys/keys.ts'
import {
  adminToken,
  gotoHydrated,
  openAdminNav,
  STACK_URL,
  stackRequest,
  watchPage,
} from './support'

/** A new portal account with a password and no factor, made as the invite function makes one. */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const email = `two-factor-${randomUUID().slice(0, 8)}@example.test`
  const password = `pw-${randomUUID()}`
  const created = await fetch(`${STACK_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  })
  expect(created.status, await created.clone().text()).toBe(200)
  const actor = decodeJwt(await adminToken()).sub
  const listed = await stackRequest('service', '/rest/v1/rpc/add_admin', {
    method: 'POST',
    body: { p_email: email, p_actor: actor, p_invited: false, p_role: 'admin' },
  })
  expect(listed.status, await listed.clone().text()).toBeLessThan(300)
  return { email, password }
}

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await gotoHydrated(page, '/admin-login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The code the authenticator app shows now for the key the portal showed. */
const codeFor = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

test('an admin turns on two-factor sign-in, then signs in with a code; wrong and replayed codes are refused', async ({
  page,
}) => {
  // Two sign-ins, an enrolment and four codes: more than one page's default budget.
  test.slow()
  const watch = await watchPage(page)
  const account = await newAdmin()
  // The portal requires a second factor: the owner's setting, as this browser reads it. The
  // stack's own setting stays off, since the tests beside this one sign in with a password alone
  // (the grant matrix holds what the database then hides from an aal1 session).
  await page.route('**/rest/v1/portal_settings?*', async (route) => {
    const response = await route.fetch()
    // A read the page dropped meanwhile (it moved on to the portal) has its response disposed:
    // there is nobody left to answer.
    const body: unknown = await response.json().catch((error: unknown) => {
      if (error instanceof Error && error.message.includes('disposed')) return null
      throw error
    })
    if (body === null) return
    // maybeSingle() reads a GET as an array of rows.
    const rows = z.array(z.record(z.string(), z.unknown())).parse(body)
    const required = rows.map((row) => ({ ...row, mfa_required: true }))
    await route.fulfill({ response, json: required })
  })
  await signInWithPassword(page, account)
  await page.waitForURL('**/admin-portal')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  // No factor yet: the portal asks to finish the second step.
  const prompt = page.getByRole('status').filter({ hasText: 'Finish the second step' })
  await expect(prompt).toContainText(
    'This account has no second factor yet. The portal requires two-factor sign-in: registrations, orders and messages stay hidden until you set it up.',
  )
  await prompt.getByRole('link', { name: 'Set up two-factor sign-in' }).click()

  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(section.getByText('Sign-in asks for the password only.')).toBeVisible()
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(
    section.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible()
  const secret = (await section.getByLabel('Manual key').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  const enrolCode = section.getByLabel('6-digit code')
  await enrolCode.fill('12')
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(section.getByText('Enter the 6 digits your authenticator app shows')).toBeVisible()
  await enrolCode.fill(codeFor(secret, 10))
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(
    section.getByText('That code is not right. Enter the code your authenticator app shows now.'),
  ).toBeVisible()
  await enrolCode.fill(codeFor(secret))
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible()
  await expect(
    section.getByText('Sign-in asks for a code from your authenticator app.'),
  ).toBeVisible()
  await expect(prompt).toHaveCount(0)

  const nav = await openAdminNav(page)
  await nav.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/admin-login')

  // The password alone no longer opens the portal.
  await signInWithPassword(page, account)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible()
  // The portal's address sends the session back to the code.
  await page.goto('/admin-portal')
  await page.waitForURL('**/admin-login')
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible()
  const signInCode = page.getByLabel('6-digit code')
  await signInCode.fill(codeFor(secret, -10))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(
    page.getByText('That code is not right. Enter the code your authenticator app shows now.'),
  ).toBeVisible()

  await signInCode.fill(codeFor(secret))
  const verifyRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/auth\/v1\/factors\/[^/]+\/verify$/.test(r.url()),
  )
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  const sent = await verifyRequest
  await page.waitForURL('**/admin-portal')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  // The same request again (the same challenge and code) is refused, and opens nothing.
  const headers = await sent.allHeaders()
  const replay = await page.request.post(sent.url(), {
    headers: {
      apikey: headers.apikey ?? '',
      authorization: headers.authorization ?? '',
      'content-type': 'application/json',
      'x-supabase-api-version': headers['x-supabase-api-version'] ?? '',
    },
    data: sent.postData() ?? '',
  })
  expect(replay.status()).toBe(422)
  expect(await replay.json()).toMatchObject({
    code: 'mfa_ip_address_mismatch',
    message: 'Challenge and verify IP addresses mismatch.',
  })
  // The refused codes' 422 answers are the only errors the console shows.
  expect(watch.errors.filter((e) => !e.includes('422'))).toEqual([])
})
