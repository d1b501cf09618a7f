import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated, LOCAL_ADMIN, openAdminNav, signInAsAdmin, watchPage } from './support'

/** WCAG's contrast ratio of two CSS colours as the browser computed them (rgb()). */
function contrast(foreground: string, background: string) {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
      const channel = value / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/**
 * A toast whose text passes WCAG AA (4.5:1 at its 13 px), whose close button lies inside it, and
 * which leaves the page's heading uncovered.
 */
async function expectReadableToast(page: Page, toast: Locator) {
  const colours = await toast.evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.color, background: style.backgroundColor }
  })
  expect(contrast(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5)
  const outer = await toast.boundingBox()
  const close = await toast.getByRole('button', { name: 'Close toast' }).boundingBox()
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  if (!outer || !close || !heading)
    throw new Error('the toast, its close button or the h1 is not rendered')
  expect(close.x).toBeGreaterThanOrEqual(outer.x)
  expect(close.y).toBeGreaterThanOrEqual(outer.y)
  expect(close.x + close.width).toBeLessThanOrEqual(outer.x + outer.width)
  expect(close.y + close.height).toBeLessThanOrEqual(outer.y + outer.height)
  const overlaps =
    outer.x < heading.x + heading.width &&
    heading.x < outer.x + outer.width &&
    outer.y < heading.y + heading.height &&
    heading.y < outer.y + outer.height
  expect(overlaps, 'the toast covers the page heading').toBe(false)
}

test('the portal sends a visitor without a session to the login page', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/admin-portal')
  await page.waitForURL('**/admin-login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  watch.expectNoErrors()
})

test('login: blank fields, a wrong password, then the right one', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/admin-login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter both email and password')).toBeVisible()

  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Login failed')).toBeVisible()
  await expect(page.getByText('Invalid login credentials')).toBeVisible()
  await expect(page).toHaveURL(/\/admin-login$/)
  // The same failure again replaces its toast rather than stacking a second one.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  const failed = page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })
  await expect(failed).toHaveCount(1)
  await expectReadableToast(page, failed)

  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin-portal')
  await expect(page.getByText('Logged in successfully')).toBeVisible()
  // The error it replaces is stale: only the success is left.
  await expect(page.getByText('Login failed')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  // The wrong password's 400 is logged by the browser as a failed resource load.
  expect(watch.errors.filter((e) => !e.includes('400'))).toEqual([])
})

test('a signed-in admin is taken from the login page to the portal, and can log out', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  await page.goto('/admin-login')
  await page.waitForURL('**/admin-portal')
  // The dashboard has made its first reads (its sections below the stats show, the account's
  // second factor last): a read still starting as the session is revoked is answered 403.
  await expect(
    page.getByRole('region', { name: 'Two-factor sign-in' }).getByText(/Sign-in asks for/),
  ).toBeVisible()

  const nav = await openAdminNav(page)
  await nav.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/admin-login')
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await page.goto('/admin-portal')
  await page.waitForURL('**/admin-login')
  watch.expectNoErrors()
})
