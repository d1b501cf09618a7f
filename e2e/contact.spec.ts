import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { gotoHydrated, openAdminNav, signInAsAdmin, watchPage } from './support'

test('a visitor sends a message, and it reaches the admin inbox', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/contact')
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('heading', { name: 'Send Message' })).toBeVisible()

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a subject')).toBeVisible()
  await expect(page.getByText('Please enter a message')).toBeVisible()

  const subject = `Agency pricing ${randomUUID().slice(0, 8)}`
  await page.getByLabel('Name').fill('Dana Reyes')
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message').fill('Do you offer white-label plans for agencies?')

  // A failed send keeps what the visitor typed and says so.
  await page.route('**/functions/v1/submit-contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  )
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Your message could not be sent. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue(subject)
  await page.unroute('**/functions/v1/submit-contact')

  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.waitForURL('**/thank-you')
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Inbox' }).click()
  const inbox = page.getByRole('table', { name: 'Inbox' })
  await expect(inbox.getByRole('row', { name: new RegExp(subject) })).toContainText(
    'dana@example.com',
  )
  // The 503 above is logged by the browser as a failed resource load.
  expect(watch.errors.filter((e) => !e.includes('503'))).toEqual([])
})
