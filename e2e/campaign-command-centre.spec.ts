import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { adminToken, insertRow, openAdminNav, signInAsAdmin, STACK_URL, watchPage } from './support'
import { DEMO_ANON_KEY } from '../supabase/local/src/keys/keys.ts'

/** Rows of a table as the signed-in admin reads them. */
async function adminRows(table: string, query: string): Promise<Record<string, unknown>[]> {
  const token = await adminToken()
  const response = await fetch(`${STACK_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error('not a list')
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  )
}

/** A campaign whose only keyword already has its article: completed, as the engine leaves it. */
async function completedCampaign(
  name: string,
  keyword: string,
  extra: Record<string, unknown> = {},
) {
  const id = await insertRow('admin', 'blog_campaigns', {
    name,
    keywords: [keyword],
    posts_frequency: 1,
    frequency_period: 'week',
    post_length: 'short',
    status: 'completed',
    ...extra,
  })
  await insertRow('service', 'blog_campaign_jobs', {
    campaign_id: id,
    slot: new Date().toISOString(),
    status: 'succeeded',
    keyword,
    attempts: 1,
  })
  return id
}

async function openCampaigns(page: Page) {
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Campaigns' }).click()
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible()
}

test('an admin edits a campaign, adds a keyword to a finished one, and the next job writes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  const tag = `${testInfo.project.name} ${randomUUID().slice(0, 6)}`
  const id = await completedCampaign(`Finished ${tag}`, `old topic ${tag}`)
  await openCampaigns(page)

  const card = page.getByRole('article', { name: `Finished ${tag}` })
  await expect(card.getByText('No keywords left — add keywords')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Run now' })).toBeDisabled()
  await expect(card.getByText('completed', { exact: true })).toBeVisible()

  // Edit: the dialog is filled in from the campaign.
  await card.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Campaign' })
  await expect(dialog.getByLabel('Keywords')).toHaveValue(`old topic ${tag}`)
  await dialog.getByLabel('Name', { exact: true }).fill(`Renamed ${tag}`)
  await dialog.getByRole('button', { name: 'Save Campaign' }).click()
  await expect(page.getByText('Campaign updated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const renamed = page.getByRole('article', { name: `Renamed ${tag}` })
  const newKeyword = `new topic ${tag}`
  await renamed.getByLabel('Add keyword').fill(newKeyword)
  await renamed.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Keywords updated')).toBeVisible()
  const queue = renamed.getByRole('group', { name: 'Keyword queue' })
  await expect(queue.getByRole('listitem').nth(1)).toContainText(`${newKeyword}Queued`)
  await expect(renamed.getByText('active', { exact: true })).toBeVisible()
  await expect(renamed.getByText('No keywords left — add keywords')).toBeHidden()

  // The database has both changes.
  expect(await adminRows('blog_campaigns', `id=eq.${id}&select=name,keywords,status`)).toEqual([
    { name: `Renamed ${tag}`, keywords: [`old topic ${tag}`, newKeyword], status: 'active' },
  ])

  // Run now writes the new keyword.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await renamed.getByRole('button', { name: 'Run now' }).click()
  await expect(page.getByText('Article generation started')).toBeVisible({ timeout: 60_000 })
  await expect(
    queue.getByRole('link', { name: new RegExp(`^Written: the article for ${newKeyword}, `, 'i') }),
  ).toBeVisible({ timeout: 30_000 })
  const jobs = await adminRows(
    'blog_campaign_jobs',
    `campaign_id=eq.${id}&select=keyword,status&order=slot`,
  )
  expect(jobs).toEqual([
    { keyword: `old topic ${tag}`, status: 'succeeded' },
    { keyword: newKeyword, status: 'succeeded' },
  ])
  watch.expectNoErrors()
})

test('a campaign at its monthly cap of 2 articles gets no third job, and says so', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const tag = `${testInfo.project.name} ${randomUUID().slice(0, 6)}`
  const id = await insertRow('admin', 'blog_campaigns', {
    name: `Capped ${tag}`,
    keywords: ['first', 'second', 'third'],
    posts_frequency: 3,
    frequency_period: 'week',
    post_length: 'short',
    monthly_article_cap: 2,
    time_zone: 'UTC',
  })
  for (const keyword of ['first', 'second']) {
    await insertRow('service', 'blog_campaign_jobs', {
      campaign_id: id,
      slot: new Date(Date.now() - (keyword === 'first' ? 2 : 1) * 1000).toISOString(),
      status: 'succeeded',
      keyword,
      attempts: 1,
    })
  }
  await openCampaigns(page)
  const card = page.getByRole('article', { name: `Capped ${tag}` })
  await expect(card.getByText('Paused: monthly cap reached').first()).toBeVisible()
  await expect(card.getByText('This month: 2 of 2 articles · 0 tokens')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Run now' })).toBeDisabled()

  // The function refuses too: no third job.
  const response = await fetch(`${STACK_URL}/functions/v1/generate-blog-post`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      Authorization: `Bearer ${await adminToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ campaignId: id }),
  })
  expect(response.status).toBe(409)
  expect(await response.json()).toMatchObject({ error: 'Paused: monthly cap reached' })
  expect(await adminRows('blog_campaign_jobs', `campaign_id=eq.${id}&select=id`)).toHaveLength(2)
  watch.expectNoErrors()
})

test('an auto-published article that fails the publish checklist stays a draft that lists the failed checks', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  const tag = `${testInfo.project.name} ${randomUUID().slice(0, 6)}`
  // The fake provider's meta description is "How <keyword> helps B2B teams find and convert the
  // visitors they already have.": with a 95-character keyword it is over 160 characters.
  const keyword = `held back ${tag} ${'long keyword '.repeat(8)}`.slice(0, 95).trim()
  const id = await insertRow('admin', 'blog_campaigns', {
    name: `Auto ${tag}`,
    keywords: [keyword],
    posts_frequency: 1,
    frequency_period: 'week',
    post_length: 'short',
    auto_publish: true,
  })
  await openCampaigns(page)
  const card = page.getByRole('article', { name: `Auto ${tag}` })
  await expect(card.getByText('publishes without review', { exact: false })).toBeVisible()
  await card.getByRole('button', { name: 'Run now' }).click()
  await expect(page.getByText('Article generation started')).toBeVisible({ timeout: 60_000 })
  const queue = card.getByRole('group', { name: 'Keyword queue' })
  await expect(
    queue.getByRole('link', { name: /^Written: the article for held back/i }),
  ).toBeVisible({ timeout: 30_000 })

  const [post] = await adminRows(
    'blog_posts',
    `campaign_id=eq.${id}&select=id,slug,published,auto_publish_failures`,
  )
  expect(post).toMatchObject({ published: false })
  expect(post?.auto_publish_failures).toContain('meta_description')

  // The posts list and the editor say why it was not published.
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Blog' }).click()
  const item = page.locator(`[data-post-slug="${String(post?.slug)}"]:visible`)
  await expect(item).toContainText('Draft')
  await expect(item).toContainText('Not published: meta description length')
  await page.goto(`/admin-portal/blog?post=${String(post?.id)}`)
  const editor = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(
    editor.getByText(
      'Auto-publish kept this draft back because the publish checklist failed. Fix these and publish it:',
    ),
  ).toBeVisible()
  await expect(editor.getByText(/^Not published: meta description length/)).toBeVisible()
  watch.expectNoErrors()
})
