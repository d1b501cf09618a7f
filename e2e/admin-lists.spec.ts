// Server-paged admin lists: search, filters and the page in the address, keyset pages that
// neither skip nor repeat a row while rows arrive, and a realtime burst that the dashboard
// follows without reloading the table.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_ANON_KEY } from '../supabase/local/src/keys/keys.ts'
import {
  adminToken,
  insertRow,
  rowCount,
  signInAsAdmin,
  STACK_URL,
  stackRequest,
  watchPage,
} from './support'

/** Registrations as register-webinar writes them (service role), many in one request. */
async function insertRegistrations(rows: { name: string; Email: string; created_at?: string }[]) {
  const response = await stackRequest('service', '/rest/v1/Webinar%20Registration', {
    method: 'POST',
    body: rows.map((row) => ({ webinar_title: 'E2E Workshop', ...row })),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

/** An update as the campaign engine makes them (service role). */
async function updateCampaign(id: string, change: Record<string, unknown>) {
  const response = await stackRequest('service', `/rest/v1/blog_campaigns?id=eq.${id}`, {
    method: 'PATCH',
    body: change,
  })
  expect(response.status, await response.clone().text()).toBe(204)
}

/** The name on the newest registration, in the dashboard's order, as the admin reads it. */
async function newestRegistrationName(): Promise<string> {
  const response = await fetch(
    `${STACK_URL}/rest/v1/Webinar%20Registration?select=name&order=created_at.desc,id.desc&limit=1`,
    { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${await adminToken()}` } },
  )
  const [row] = (await response.json()) as { name: string }[]
  if (!row) throw new Error('no registration to compare with')
  return row.name
}

const registrationRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Recent Registrations' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

async function shownNames(page: Page) {
  const rows = registrationRows(page)
  return (await rows.allInnerTexts()).map(
    (text) => text.split(/\s+/).find((w) => w.startsWith('reg-')) ?? text,
  )
}

test('registrations: search, keyset pages in the address, reload and back keep the place', async ({
  page,
}, testInfo) => {
  const tag = `pg${testInfo.project.name}${randomUUID().slice(0, 6)}`
  // 23 registrations a minute apart, a year ago: under every newer row of other tests.
  const base = Date.parse('2025-01-01T00:00:00Z')
  await insertRegistrations(
    Array.from({ length: 23 }, (_, i) => ({
      name: `reg-${tag}-${String(i).padStart(2, '0')}`,
      Email: `${tag}-${i}@example.test`,
      created_at: new Date(base + i * 60_000).toISOString(),
    })),
  )
  const watch = await watchPage(page)
  await signInAsAdmin(page)

  // The search goes through the indexed function, not an ilike filter (a full scan under RLS).
  const searched = page.waitForRequest((r) => r.url().includes('/rest/v1/rpc/search_registrations'))
  await page.getByLabel('Search registrations').fill(tag)
  await expect(page).toHaveURL(new RegExp(`reg_q=${tag}`))
  expect((await searched).postDataJSON()).toMatchObject({ p_query: tag, p_limit: 11 })
  // The unfiltered first page also has 10 rows: wait for the search's own rows to replace it.
  await expect(registrationRows(page).first()).toContainText(`reg-${tag}-22`)
  await expect(registrationRows(page)).toHaveCount(10)
  const first = await shownNames(page)
  expect(first[0]).toBe(`reg-${tag}-22`)

  const pager = page.getByRole('navigation', { name: 'Registrations pages' })
  await pager.getByRole('link', { name: 'Older page' }).click()
  await expect(page).toHaveURL(/reg_after=/)
  await expect(registrationRows(page).first()).toContainText(`reg-${tag}-12`)
  // A newer registration arrives meanwhile: the next page neither repeats nor skips a row.
  await insertRegistrations([{ name: `reg-${tag}-late`, Email: `${tag}-late@example.test` }])
  const second = await shownNames(page)
  await pager.getByRole('link', { name: 'Older page' }).click()
  await expect(registrationRows(page)).toHaveCount(3)
  const third = await shownNames(page)
  const all = [...first, ...second, ...third]
  expect(new Set(all).size).toBe(23)
  expect(all).toEqual(
    Array.from({ length: 23 }, (_, i) => `reg-${tag}-${String(22 - i).padStart(2, '0')}`),
  )
  await expect(pager.getByText('Older', { exact: true })).toHaveAttribute('aria-disabled', 'true')

  await page.reload()
  await expect(registrationRows(page)).toHaveCount(3)
  await expect(page.getByLabel('Search registrations')).toHaveValue(tag)
  await page.goBack()
  await expect(registrationRows(page).first()).toContainText(`reg-${tag}-12`)
  await pager.getByRole('link', { name: 'Newer page' }).click()
  // The ten rows just above, as first shown; the late row is above them, on a newer page.
  await expect(registrationRows(page).first()).toContainText(`reg-${tag}-22`)
  expect(await shownNames(page)).toEqual(first)
  await pager.getByRole('link', { name: 'Newest page' }).click()
  await expect(registrationRows(page).first()).toContainText(`reg-${tag}-late`)
  await expect(page).not.toHaveURL(/reg_(after|before)=/)

  await page.getByLabel('Search registrations').fill(`${tag}-nobody`)
  await expect(page.getByText(`No registrations match “${tag}-nobody”.`)).toBeVisible()
  watch.expectNoErrors()
})

test('posts: filters and search come from the address', async ({ page }, testInfo) => {
  const tag = `flt${testInfo.project.name}${randomUUID().slice(0, 6)}`
  for (const published of [true, false])
    await insertRow('service', 'blog_posts', {
      title: `${tag} ${published ? 'live' : 'draft'}`,
      slug: `${tag}-${published ? 'live' : 'draft'}`.toLowerCase(),
      content: '<p>x</p>',
      published,
    })
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  await page.goto(`/admin-portal/blog?status=draft&q=${tag}`)
  await expect(page.getByLabel('Status')).toHaveValue('draft')
  await expect(page.getByLabel('Search posts')).toHaveValue(tag)
  const posts = page.locator('[data-post-slug]:visible')
  await expect(posts).toHaveCount(1)
  await expect(posts).toContainText(`${tag} draft`)
  await page.getByLabel('Status').selectOption('published')
  await expect(page).toHaveURL(/status=published/)
  await expect(posts).toHaveCount(1)
  await expect(posts).toContainText(`${tag} live`)
  await page.goBack()
  await expect(posts).toContainText(`${tag} draft`)
  await page.getByLabel('Search posts').fill(`${tag}-none`)
  await expect(page.getByText(`No posts match “${tag}-none”.`)).toBeVisible()
  watch.expectNoErrors()
})

test('a burst of 500 registrations: the dashboard ends on the database, reloading only what it shows', async ({
  page,
}) => {
  test.slow()
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const total = page.getByText('Total Registrations').locator('..')
  await expect(total).toContainText(/\d/)
  const before = Number((await total.locator('p').nth(1).innerText()).replace(/,/g, ''))
  // The dashboard's first reads are over: the campaign filter has its names.
  await expect(page.getByLabel('Campaign')).toHaveAttribute('aria-busy', 'false')

  const reads: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.includes('/rest/v1/') && request.method() !== 'OPTIONS') reads.push(url)
  })
  const tag = randomUUID().slice(0, 8)
  const started = Date.now()
  // Meanwhile a campaign is created and the engine keeps updating it, as while it writes.
  const campaignId = await insertRow('admin', 'blog_campaigns', {
    name: `burst-${tag} campaign`,
    status: 'paused',
  })
  for (let batch = 0; batch < 10; batch++) {
    await insertRegistrations(
      Array.from({ length: 50 }, (_, i) => ({
        name: `burst-${tag}-${batch * 50 + i}`,
        Email: `burst-${tag}-${batch * 50 + i}@example.test`,
      })),
    )
    await updateCampaign(campaignId, { status: batch % 2 ? 'paused' : 'completed' })
  }
  // The browser tests of the other project may add registrations meanwhile: the card ends on
  // what the database holds, at least the 500 more.
  await expect
    .poll(async () => {
      const shown = Number((await total.locator('p').nth(1).innerText()).replace(/,/g, ''))
      return shown >= before + 500 && shown === (await rowCount('admin', 'Webinar Registration'))
    })
    .toBe(true)
  // The table ends on the database's newest row: the burst's last, unless the other project's
  // tests added rows after it (its CSV test adds 1,001), so it is asked for, not assumed.
  await expect
    .poll(async () => {
      const newest = await newestRegistrationName()
      return (await registrationRows(page).first().innerText()).includes(newest)
    })
    .toBe(true)
  const seconds = (Date.now() - started) / 1000
  // The campaign filter names the new campaign, taken from the realtime payload.
  await expect(
    page.getByLabel('Campaign').getByRole('option', { name: `burst-${tag} campaign` }),
  ).toBeAttached()
  // Never a whole table (no 1,000-row read of any list, the campaign names included), and the
  // burst costs at most one refresh a second: the stats and the visible page. Reads that other
  // tests' posts cause on this dashboard meanwhile are not the burst's.
  expect(reads.filter((url) => /[?&]limit=100[01]\b/.test(url))).toEqual([])
  const burstReads = reads.filter((url) => /Webinar%20Registration|registration_stats/.test(url))
  expect(burstReads.length).toBeLessThanOrEqual(2 * (Math.ceil(seconds) + 2))
  watch.expectNoErrors()
})

test('Download CSV shows the rows exported of the total, and Cancel stops the reads', async ({
  page,
}) => {
  // At least two pages of 1,000 to export, whatever else the stack holds.
  const tag = randomUUID().slice(0, 8)
  await insertRegistrations(
    Array.from({ length: 1001 }, (_, i) => ({
      name: `csv-${tag}-${i}`,
      Email: `csv-${tag}-${i}@example.test`,
    })),
  )
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const card = page.getByText('Total Registrations').locator('..')
  await expect(card).toContainText(/\d/)
  const total = await card.locator('p').nth(1).innerText()

  // The export's page reads; the second waits until the test has seen the first one's progress.
  const reads: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/rest\/v1\/Webinar%20Registration\?.*limit=1000/, async (route) => {
    reads.push(route.request().url())
    if (reads.length > 1) await released
    await route.continue().catch(() => undefined)
  })
  let downloads = 0
  page.on('download', () => downloads++)

  const registrations = page.locator('#registrations')
  await registrations.getByRole('button', { name: 'Download CSV' }).click()
  const bar = registrations.getByRole('progressbar', { name: 'Exporting CSV' })
  await expect(bar).toHaveAttribute('aria-valuenow', '1000')
  // The export's total is the card's when it started; the other project's browser tests may have
  // added registrations since the card was read, never removed any.
  const max = Number(await bar.getAttribute('aria-valuemax'))
  expect(max).toBeGreaterThanOrEqual(Number(total.replace(/,/g, '')))
  await expect(
    registrations.getByText(`1,000 of ${max.toLocaleString('en-US')} rows`),
  ).toBeVisible()

  // Cancel while the second page is being read: that read is aborted, none follows.
  const aborted = page.waitForEvent('requestfailed', (request) => request.url() === reads[1])
  await registrations.getByRole('button', { name: 'Cancel' }).click()
  await expect(bar).toBeHidden()
  await aborted
  release()
  await expect(registrations.getByRole('button', { name: 'Download CSV' })).toBeEnabled()
  expect(reads).toHaveLength(2)
  expect(downloads).toBe(0)
  await expect(page.getByText('Failed to download registrations')).toHaveCount(0)
  watch.expectNoErrors()
})
