import { randomUUID } from 'node:crypto'
import { test, type Page } from '@playwright/test'
import { editor, expect, field, openBlogManagement, postItem } from './blog-editor'
import { insertRow, watchPage } from './support'

// Each test is a whole editing journey (a dozen saves and page loads), not one step.
test.describe.configure({ timeout: 90_000 })

/** Realtime channels the page joined, and whether the server has confirmed each one. */
function trackRealtime(page: Page) {
  const joined = new Set<string>()
  const ready = new Set<string>()
  const parse = (payload: string | Buffer): unknown[] => {
    try {
      const message: unknown = JSON.parse(String(payload))
      return Array.isArray(message) ? message : []
    } catch {
      return []
    }
  }
  // A channel with postgres_changes is ready at its 'Subscribed to PostgreSQL' system
  // message (events before it may be lost); a broadcast-only one (an admin table's private
  // topic) at the ok reply to its join.
  const changes = new Set<string>()
  const hasChanges = (body: unknown) => /"postgres_changes":\[\{/.test(JSON.stringify(body ?? null))
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const [, , topic, event, body] = parse(payload)
      if (event !== 'phx_join' || typeof topic !== 'string') return
      joined.add(topic)
      if (hasChanges(body)) changes.add(topic)
    })
    socket.on('framereceived', ({ payload }) => {
      const [, , topic, event, body] = parse(payload)
      if (typeof topic !== 'string' || !JSON.stringify(body ?? null).includes('"ok"')) return
      if (event === 'system' || (event === 'phx_reply' && !changes.has(topic))) ready.add(topic)
    })
  })
  return {
    allSubscribed: () =>
      expect
        .poll(() => joined.size > 0 && [...joined].every((topic) => ready.has(topic)))
        .toBe(true),
  }
}

test('a new campaign shows as being generated until its first draft arrives, live', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  // Named after the project and the attempt: a retry must not meet the first try's rows.
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const name = `Live campaign ${tag}`
  const title = `Drafted by the model ${tag}`
  const slug = `drafted-by-the-model-${tag}`
  const realtime = trackRealtime(page)
  await openBlogManagement(page)
  await realtime.allSubscribed()

  // The admin creates the campaign (as in the portal); the engine writes its draft.
  const campaignId = await insertRow('admin', 'blog_campaigns', { name, keywords: ['crm'] })
  const generating = page.getByRole('region', { name: 'Articles Being Generated' })
  await expect(generating).toContainText(name)

  const postId = await insertRow('service', 'blog_posts', {
    title,
    slug,
    content: '<p>What the model wrote.</p>',
    campaign_id: campaignId,
  })
  const item = postItem(page, slug)
  await expect(item).toContainText(name)
  await expect(item).toContainText('Draft')
  await expect(page.getByText(name, { exact: false }).and(generating.getByText(name))).toHaveCount(
    0,
  )

  // The campaigns page links a draft as ?post=<id>: it opens in the editor.
  await page.goto(`/admin-portal/blog?post=${postId}`)
  await expect(field(page, 'Title')).toHaveValue(title)
  await editor(page).getByRole('tab', { name: 'History' }).click()
  await expect(editor(page).getByRole('list', { name: 'Revisions' })).toContainText(
    'Original AI draft',
  )
  watch.expectNoErrors()
})
