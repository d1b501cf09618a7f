// Scheduled posts and draft preview links, as an admin and a visitor meet them. The browser
// stack's scheduler runs SCHEDULER_AHEAD_MS ahead of the wall clock (scripts/e2e-stack.ts), so a
// post scheduled that far ahead (plus a little) goes live in seconds instead of minutes; the
// live check then fetches its page as a crawler would and the posts table says Live.
import { randomUUID } from 'node:crypto'
import { test } from '@playwright/test'
import { expect, openBlogManagement, postItem, PUBLISHABLE_META } from './blog-editor'
import { insertRow } from './support'

// Kept equal to the constant of the same name in scripts/e2e-stack.ts.
const SCHEDULER_AHEAD_MS = 5 * 60_000

test.describe.configure({ timeout: 120_000 })

const scheduleFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

test('a draft scheduled through the API goes live for visitors, first in the feed, and is checked live', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const title = `Scheduled ${tag}`
  const slug = `scheduled-${tag}`
  // 20 s after the scheduler's clock: it publishes the post about 20 s from now.
  const publishAt = new Date(Date.now() + SCHEDULER_AHEAD_MS + 20_000)
  await insertRow('admin', 'blog_posts', {
    title,
    slug,
    content: '<p>Written ahead, published on time.</p>',
    meta_description: PUBLISHABLE_META,
    published: false,
    published_at: publishAt.toISOString(),
  })

  await openBlogManagement(page)
  await page.getByLabel('Search posts').first().fill(slug)
  await page.getByLabel('Search posts').first().press('Enter')
  const item = postItem(page, slug)
  await expect(item).toContainText(`Scheduled for ${scheduleFormat.format(publishAt)}`)
  await expect(item.getByRole('button', { name: `Cancel schedule “${title}”` })).toBeVisible()

  // A visitor without a session: the draft is not readable until the scheduler publishes it.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin })
  // The feed's items, newest first: [title, publish time]. Tests beside this one publish posts
  // too, so the scheduled post is checked to sit in date order rather than at the very top.
  const feedItems = async () => {
    const feed = await (await visitor.request.get('/rss.xml')).text()
    return [
      ...feed.matchAll(/<item>\s*<title>(?:<!\[CDATA\[)?([^<\]]*)[\s\S]*?<pubDate>([^<]*)/g),
    ].map(([, itemTitle, pubDate]) => ({ title: itemTitle, at: Date.parse(pubDate ?? '') }))
  }
  const titles = async () => (await feedItems()).map((item) => item.title)
  expect(await titles()).not.toContain(title)
  await expect.poll(titles, { timeout: 60_000, intervals: [1000] }).toContain(title)
  const items = await feedItems()
  expect(items.map((item) => item.at)).toEqual(items.map((item) => item.at).sort((a, b) => b - a))
  const reader = await visitor.newPage()
  await reader.goto(`/blog/${slug}`)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await visitor.close()

  // The site rebuilt (the stand-in static host), and the live check found the page as a
  // crawler does: the posts table says Live.
  await expect(item).toContainText('Live', { timeout: 60_000 })
})

test('a preview link shows the draft to a fresh browser until it is revoked', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const title = `Preview ${tag}`
  const slug = `preview-${tag}`
  await insertRow('admin', 'blog_posts', {
    title,
    slug,
    content: '<p>Only reviewers see this yet.</p>',
    published: false,
  })
  await openBlogManagement(page)
  await page.getByLabel('Search posts').first().fill(slug)
  await page.getByLabel('Search posts').first().press('Enter')
  const item = postItem(page, slug)
  await item.getByRole('button', { name: `Copy preview link “${title}”` }).click()
  await expect(
    page.getByText('Preview link copied. It works for 7 days or until revoked.'),
  ).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/p\/[0-9a-f]{64}$/)

  const fresh = await browser.newContext()
  const reviewer = await fresh.newPage()
  await reviewer.goto(link)
  await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(reviewer.getByText('Only reviewers see this yet.')).toBeVisible()
  await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await item.getByRole('button', { name: `Revoke preview link “${title}”` }).click()
  await expect(page.getByText('Preview link revoked')).toBeVisible()
  await reviewer.reload()
  await expect(reviewer.getByRole('heading', { name: 'Post not found' })).toBeVisible()
  await fresh.close()
})

test('cancelling a schedule keeps the post a draft', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const title = `Cancelled ${tag}`
  const slug = `cancelled-${tag}`
  // An hour past the scheduler's clock: nothing publishes it during the test.
  const publishAt = new Date(Date.now() + SCHEDULER_AHEAD_MS + 3_600_000)
  await insertRow('admin', 'blog_posts', {
    title,
    slug,
    content: '<p>Not yet.</p>',
    published: false,
    published_at: publishAt.toISOString(),
  })
  await openBlogManagement(page)
  await page.getByLabel('Search posts').first().fill(slug)
  await page.getByLabel('Search posts').first().press('Enter')
  const item = postItem(page, slug)
  await item.getByRole('button', { name: `Cancel schedule “${title}”` }).click()
  await expect(page.getByText('Schedule cancelled: the post stays a draft')).toBeVisible()
  await expect(item).toContainText('Draft')
  await page.reload()
  await page.getByLabel('Search posts').first().fill(slug)
  await page.getByLabel('Search posts').first().press('Enter')
  await expect(item).toContainText('Draft')
  await expect(item).not.toContainText('Scheduled for')
  await expect(item.getByRole('button', { name: `Cancel schedule “${title}”` })).toHaveCount(0)
})
