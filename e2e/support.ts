import { expect, type Page } from '@playwright/test'

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

/** Inserts a row into the browser tests' stack as an edge function would (service role). */
export async function insertAsService(table: string, row: Record<string, unknown>) {
  const { DEMO_SERVICE_ROLE_KEY } = await import('../supabase/local/src/keys.ts')
  const url = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 54321}`
  const response = await fetch(`${url}/rest/v1/${encodeURIComponent(table)}`, {
    method: 'POST',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(row),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}
