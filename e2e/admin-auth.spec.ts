import { expect, test } from '@playwright/test'
import { gotoHydrated, LOCAL_ADMIN, openAdminNav, signInAsAdmin, watchPage } from './support'

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

  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin-portal')
  await expect(page.getByText('Logged in successfully')).toBeVisible()
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

  const nav = await openAdminNav(page)
  await nav.getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/admin-login')
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await page.goto('/admin-portal')
  await page.waitForURL('**/admin-login')
  watch.expectNoErrors()
})
