import { expect, test, type Page } from '@playwright/test'
import { formatPostDate } from '../supabase/functions/_shared/domain/blog-post.ts'
import { xssCorpus } from '../tests/support/xss-corpus.ts'
import { createPost } from './blog-data'
import { gotoHydrated, watchPage } from './support'

test('the list shows published posts newest first and opens one', async ({ page, request }) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/blog')
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible()
  // Built without a database, /blog shows the skeleton until the client has read the posts.
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  // Newest first by publish date. Other tests publish posts as they run, so the seeded ones may
  // be past the first page: the order is checked on whatever the page holds, drafts never.
  const dates = await cards
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
  expect(dates.length).toBeGreaterThan(1)
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
  const titles = await cards.getByRole('heading', { level: 2 }).allTextContents()
  expect(titles).not.toContain('Visitor Journey Attribution')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  )

  await gotoHydrated(page, '/blog/what-is-identity-resolution')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What Is Identity Resolution? Turning Anonymous Visitors into Leads',
  )
  await expect(page.getByText('April 14, 2025')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'What identity resolution actually means' }),
  ).toBeVisible()

  const feed = await (await request.get('/rss.xml')).text()
  expect(feed).toContain('/blog/what-is-identity-resolution</guid>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  watch.expectNoErrors()
})

test(
  'a post published after the build is real HTML, hydrates, and shares its link',
  {
    tag: '@static-host',
  },
  async ({ page, context, request }) => {
    const title = 'Published Five Minutes Ago'
    const slug = await createPost({
      title,
      meta: 'Fresh from the editor',
      content: '<h2>Section</h2><p>Readable without JavaScript.</p>',
      published: true,
    })

    // What a crawler or a share bot gets: no JavaScript run. Publishing asked the static host to
    // rebuild through its deploy hook (locally its stand-in, scripts/lib/static-host-rebuild.ts),
    // because the function's own HTML reaches nobody as HTML on a project without a custom domain.
    const readBuiltPage = async () => {
      const response = await request.get(`/blog/${slug}`)
      const html = await response.text()
      return { status: response.status(), type: response.headers()['content-type'], html }
    }
    await expect
      .poll(async () => (await readBuiltPage()).html, { timeout: 20_000 })
      .toContain('<p>Readable without JavaScript.</p>')
    const { status, type, html } = await readBuiltPage()
    expect(status).toBe(200)
    expect(type).toMatch(/^text\/html/)
    expect(html).toContain(`<title>${title} | `)
    expect(html).toContain('<meta name="description" content="Fresh from the editor">')
    expect(html).toMatch(/<meta property="og:title" content="Published Five Minutes Ago \| /)
    expect(html).toContain('<meta property="og:image" content="')
    expect(html).toContain('<p>Readable without JavaScript.</p>')

    const watch = await watchPage(page)
    const sanitiserChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/post-article-/.test(request.url())) sanitiserChunks.push(request.url())
    })
    // The fallback path: a browser without the Web Share API copies the link.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, `/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // Hydration adopts the server's head tags instead of adding a second set.
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.getByText(formatPostDate(new Date().toISOString()))).toBeVisible()
    await expect(page.getByRole('img', { name: 'A lead flowing into a booked call' })).toBeVisible()
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    // A server-rendered article hydrates as it is: the sanitiser is not even downloaded.
    expect(sanitiserChunks).toEqual([])
    watch.expectNoErrors()
  },
)

test('an unpublished or unknown post is not built and shows Post not found, not indexed', async ({
  page,
}) => {
  const watch = await watchPage(page)
  const draft = await createPost({
    title: 'Still a draft',
    content: '<p>Secret</p>',
    published: false,
  })
  for (const slug of [draft, 'no-such-post']) {
    // No page was built for it: the host's post client shell answers, and the browser says so.
    const response = await page.goto(`/blog/${slug}`)
    expect(await response?.text()).not.toContain('Secret')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible()
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    await expect(page.getByText('Secret')).toHaveCount(0)
  }
  await page.getByRole('link', { name: 'Return to Blog' }).click()
  await page.waitForURL(/\/blog$/)
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible()
  watch.expectNoErrors()
})

/** Everything in the post body that could still run script or cover the page. */
function liveDangers(page: Page) {
  return page.locator('.blog-post-content').evaluate((root) => {
    const found: string[] = []
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName
      if (
        ['script', 'svg', 'math', 'form', 'object', 'embed', 'style', 'link', 'meta'].includes(tag)
      )
        found.push(tag)
      for (const { name, value } of element.attributes)
        if (name.startsWith('on') || /^\s*(javascript|vbscript):/i.test(value)) found.push(name)
      const position = getComputedStyle(element).position
      if (position === 'fixed' || position === 'absolute') found.push(`${tag} ${position}`)
    }
    return found
  })
}

test('a post carrying the XSS corpus runs nothing, server- or client-rendered', async ({
  page,
}) => {
  const title = 'Every payload we know'
  const slug = await createPost({ title, content: xssCorpus.join('\n'), published: true })
  const watch = await watchPage(page)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await gotoHydrated(page, `/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await page.locator('.blog-post-content').hover()
  expect(await liveDangers(page)).toEqual([])

  await gotoHydrated(page, '/blog')
  await page.locator(`a[href="/blog/${slug}"]`).click()
  await page.waitForURL(`**/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('.blog-post-content')).toContainText('hover me')
  expect(await liveDangers(page)).toEqual([])

  expect(dialogs).toEqual([])
  // The payloads' images point at nothing and foreign hosts are blocked: only those may fail.
  expect(watch.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
})
