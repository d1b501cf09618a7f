import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { insertAsService, signInAsAdmin, watchPage } from './support'

test('the dashboard shows the seeded registrations, live updates and the CSV', async ({ page }) => {
  const watch = await watchPage(page)
  await signInAsAdmin(page)

  await expect(page.getByText('Total Registrations')).toBeVisible()
  await expect(page.getByText('Active Users')).toBeVisible()
  await expect(page.getByText('Conversion Rate')).toBeVisible()
  const table = page.getByRole('table', { name: 'Recent Registrations' })
  await expect(table.getByRole('row', { name: /Maria Lopez/ })).toContainText(
    'maria.lopez@example.com',
  )
  await expect(table.getByRole('row', { name: /Tom Becker/ })).toContainText('No email provided')
  await expect(table.getByRole('row', { name: /info@northside-games.example/ })).toContainText(
    'Anonymous',
  )

  // A registration written elsewhere (the register-webinar function) appears without a reload.
  const name = `Live Visitor ${randomUUID().slice(0, 8)}`
  await insertAsService('Webinar Registration', {
    name,
    Email: `${randomUUID()}@example.test`,
    webinar_title: 'Workshop',
  })
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloading
  const today = await page.evaluate(() => {
    const d = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  })
  expect(download.suggestedFilename()).toBe(`webinar-registrations-${today}.csv`)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFF"Name","Email","Registration Date"\r\n')).toBe(true)
  expect(csv).toContain('"Maria Lopez","maria.lopez@example.com",')
  expect(csv).toContain('"Tom Becker","No email provided",')
  expect(csv).toContain('"Anonymous","info@northside-games.example",')
  expect(csv).toContain(`"${name}",`)
  await expect(page.getByText('Successfully downloaded registrations')).toBeVisible()

  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await expect(page.locator('#settings')).toContainText('admin@example.com')
  watch.expectNoErrors()
})
