import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../supabase/local/src/keys/keys.ts'

/** Collects console errors and uncaught page errors; external hosts are never contacted. */
export async function watchPage(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  return {
    errors,
    expectNoErrors: () => expect(errors, errors.join('\n')).toEqual([]),
  }
}

export async function expectExternalLinksSafe(page: Page) {
  const links = page.locator('a[href^="http"]')
  for (const link of await links.all()) {
    const href = await link.getAttribute('href')
    if (href?.startsWith('http://127.0.0.1')) continue
    await expect(link, `${href}`).toHaveAttribute('target', '_blank')
    await expect(link, `${href}`).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

/** Prerendered buttons exist before React handles them: wait for the page to hydrate. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

export const LOCAL_ADMIN = { email: 'admin@example.com', password: 'local-admin-password' }

/** Signs in through the login page as the seeded local admin and waits for the portal. */
export async function signInAsAdmin(page: Page) {
  await gotoHydrated(page, '/admin-login')
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin-portal')
}

/** On phones the portal's navigation sits behind the menu button. */
export async function openAdminNav(page: Page) {
  const width = page.viewportSize()?.width ?? 1280
  if (width < 768) await page.getByRole('button', { name: 'Open admin menu' }).click()
  return page.getByRole('navigation', { name: 'Admin' })
}

/** The browser tests' stack, which the build under test talks to. */
export const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 54321}`

/** An access token of the seeded local admin, signed in through the auth API. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(LOCAL_ADMIN),
  })
  const body: unknown = await response.json()
  const token = typeof body === 'object' && body !== null ? Reflect.get(body, 'access_token') : null
  if (typeof token !== 'string') throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`)
  return token
}

/**
 * A JSON request to the browser tests' stack (`path` from the host: /rest/v1/..., /auth/v1/...,
 * /functions/v1/...) as the product makes it: as an edge function (the service role) or as the
 * admin signed in to the portal.
 */
export async function stackRequest(
  as: 'service' | 'admin',
  path: string,
  { method, body }: { method: 'POST' | 'PATCH'; body: unknown },
): Promise<Response> {
  const key = as === 'service' ? DEMO_SERVICE_ROLE_KEY : DEMO_ANON_KEY
  const token = as === 'service' ? key : await adminToken()
  return fetch(`${STACK_URL}${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/**
 * How many rows of `table` match `filter` (a PostgREST query), counted as a visitor or as the
 * signed-in admin sees them.
 */
export async function rowCount(
  as: 'visitor' | 'admin',
  table: string,
  filter = '',
): Promise<number> {
  const token = as === 'admin' ? await adminToken() : DEMO_ANON_KEY
  const response = await fetch(
    `${STACK_URL}/rest/v1/${encodeURIComponent(table)}?select=id&${filter}`,
    {
      method: 'HEAD',
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
    },
  )
  const total = Number(response.headers.get('content-range')?.split('/')[1])
  if (!Number.isInteger(total)) throw new Error(`counting ${table} failed: ${response.status}`)
  return total
}

/**
 * Inserts a row into the browser tests' stack as the product writes it: as an edge function
 * (the service role) or as the admin in the portal; the grants allow nothing else. The id is
 * made here, so no read-back (which the service role may lack) is needed.
 */
export async function insertRow(
  as: 'service' | 'admin',
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID()
  const response = await stackRequest(as, `/rest/v1/${encodeURIComponent(table)}`, {
    method: 'POST',
    body: { id, ...row },
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return id
}
