import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { latestMailTo } from '../supabase/local/tests/support/mail-catcher.ts'
import { gotoHydrated, signInAsAdmin, STACK_URL, stackRequest, watchPage } from './support'

const NEUTRAL =
  'If an account exists for that address, we have emailed it a link to set a new password. The link works once, for one hour.'

/** The newest email to `address` in the stack's mail catcher, and its first link. */
async function emailedLink(address: string): Promise<string> {
  const [link] = (await latestMailTo(STACK_URL, address)).links
  if (!link) throw new Error(`no link in the email to ${address}`)
  return link
}

async function setNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('12345')
  await page.getByLabel('Confirm new password').fill('12345')
  await page.getByRole('button', { name: 'Save password and continue' }).click()
  await expect(page.getByText('Use at least 6 characters')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Save password and continue' }).click()
  await page.waitForURL('**/admin-portal')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

test('an admin invites an admin, who sets a password from the email; then removes them', async ({
  page,
  browser,
}) => {
  const watch = await watchPage(page)
  const address = `invitee-${randomUUID().slice(0, 8)}@example.test`
  await signInAsAdmin(page)
  await page.getByLabel('Invite admin').fill(address)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${address}`)).toBeVisible()
  const row = page
    .getByRole('list', { name: 'Admins' })
    .getByRole('listitem')
    .filter({ hasText: address })
  await expect(row.getByText('Invitation pending')).toBeVisible()

  const invitee = await browser.newPage({ viewport: page.viewportSize() })
  await invitee.goto(await emailedLink(address))
  await setNewPassword(invitee, `pw-${randomUUID()}`)
  await invitee.close()

  await page.reload()
  await expect(row.getByText(/^Last sign-in /)).toBeVisible()
  await row.getByRole('button', { name: `Remove ${address}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Remove admin?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Remove ${address}` }).click()
  await dialog.getByRole('button', { name: 'Remove admin' }).click()
  await expect(page.getByText(`${address} is no longer an admin`)).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(page.getByText(new RegExp(`Removed ${address}`))).toBeVisible()
  watch.expectNoErrors()
})

test('forgot password: the same answer for any address, and the link sets a new password', async ({
  page,
}) => {
  // An admin of the test's own: an account (auth admin API), given access by invite-admin.
  const address = `forgetful-${randomUUID().slice(0, 8)}@example.test`
  const created = await stackRequest('service', '/auth/v1/admin/users', {
    method: 'POST',
    body: { email: address, password: 'old-password', email_confirm: true },
  })
  expect(created.status).toBe(200)
  const granted = await stackRequest('admin', '/functions/v1/invite-admin', {
    method: 'POST',
    body: { email: address },
  })
  expect(await granted.json()).toMatchObject({ email: address, invited: false })

  const watch = await watchPage(page)
  await gotoHydrated(page, '/admin-login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  // The login page (which has an Email field too) stays on screen until the next page's code
  // has loaded: type only once the forgot-password page is there.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
  await page.getByLabel('Email').fill(`nobody-${randomUUID().slice(0, 8)}@example.test`)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(NEUTRAL)).toBeVisible()

  await page.goto('/admin-login/forgot-password')
  await page.getByLabel('Email').fill(address)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(NEUTRAL)).toBeVisible()

  await page.goto(await emailedLink(address))
  await setNewPassword(page, 'a-new-password')
  watch.expectNoErrors()
})

test('a used or expired link says so and offers a new one', async ({ page }) => {
  await page.goto('/admin-login/set-password#error=access_denied&error_code=otp_expired')
  await expect(
    page.getByText('This link is invalid or has expired. Ask for a new one.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Email me a new link' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
})
