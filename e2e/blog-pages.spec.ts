// /blog a page at a time: real links to older pages, each page with its own title, canonical
// and rel prev/next, and every post reachable by following them.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_ANON_KEY } from '../supabase/local/src/keys/keys.ts'
import { insertRow, gotoHydrated, rowCount, STACK_URL, watchPage } from './support'

const canonical = (page: Page) => page.locator('link[rel="canonical"]')

/** The slug of the oldest published post, last in the blog's order, as a visitor reads it. */
async function oldestPublishedSlug(): Promise<string> {
  const response = await fetch(
    `${STACK_URL}/rest/v1/blog_posts?select=slug&published=eq.true&order=published_at.asc,id.asc&limit=1`,
    { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}` } },
  )
  const [row] = (await response.json()) as { slug: string }[]
  if (!row) throw new Error('no published post')
  return row.slug
}

test('every post is reachable through the pages, each page its own', async ({ page }, testInfo) => {
  const tag = `pages-${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  // 14 posts older than every other: they fill the last pages.
  const slugs: string[] = []
  for (let i = 0; i < 14; i++) {
    const slug = `${tag}-${i}`
    slugs.push(slug)
    await insertRow('service', 'blog_posts', {
      title: `Archive ${tag} ${i}`,
      slug,
      content: '<p>From the archive.</p>',
      published: true,
      // The blog orders by publish date: these were published as long ago as they were written.
      created_at: new Date(Date.UTC(2019, 0, 1, 0, i)).toISOString(),
      published_at: new Date(Date.UTC(2019, 0, 1, 0, i)).toISOString(),
    })
  }
  const published = () => rowCount('visitor', 'blog_posts', 'published=eq.true')
  // Counted before the first page loads (see the walk below).
  const publishedBefore = await published()
  const watch = await watchPage(page)
  await gotoHydrated(page, '/blog')
  await expect(page).toHaveTitle(/^Blog/)
  await expect(canonical(page)).toHaveAttribute('href', /\/blog$/)
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/blog\/page\/2$/)

  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  const summary = await pager.getByText(/^Page 1 of \d+$/).innerText()
  const firstPages = Number(summary.replace(/^Page 1 of /, ''))
  expect(firstPages).toBeGreaterThanOrEqual(2)

  // Follow "Older" to the end, collecting every post link. Other browser tests publish posts
  // meanwhile; a numbered page is an offset, so a post published during the walk moves every
  // older one a place back, and the walk may meet one twice: at most one repeat per post
  // published during the walk, none when nothing was.
  // Those posts may also add a page: the walk goes on to the last page the pager names.
  const seen: string[] = []
  let pages = firstPages
  for (let n = 1; ; n++) {
    await expect(page.getByRole('article').first()).toBeVisible()
    const shown = await pager.getByText(new RegExp(`^Page ${n} of \\d+$`)).innerText()
    pages = Number(shown.replace(/^Page \d+ of /, ''))
    const hrefs = await page
      .getByRole('article')
      .locator('a[href^="/blog/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
    expect(hrefs.length).toBeLessThanOrEqual(12)
    seen.push(...hrefs)
    if (n === pages) break
    await pager.getByRole('link', { name: 'Older page' }).click()
    await page.waitForURL(`**/blog/page/${n + 1}`)
    await expect(page).toHaveTitle(new RegExp(`^Blog – Page ${n + 1}`))
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/blog/page/${n + 1}$`))
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      'href',
      n === 1 ? /\/blog$/ : new RegExp(`/blog/page/${n}$`),
    )
  }
  await expect(page.locator('link[rel="next"]')).toHaveCount(0)
  const publishedDuring = (await published()) - publishedBefore
  expect(seen.length - new Set(seen).size).toBeLessThanOrEqual(publishedDuring)
  for (const slug of slugs) expect(seen).toContain(`/blog/${slug}`)

  // A shared link to the last page opens it, with the oldest post (the other project's archive
  // shares this one's dates, so which is oldest is asked for); back to the newer page
  // through its link. Posts published since the walk may have added a page: read how many.
  await gotoHydrated(page, `/blog/page/${pages}`)
  const now = await pager.getByText(new RegExp(`^Page ${pages} of \\d+$`)).innerText()
  const last = Number(now.replace(/^Page \d+ of /, ''))
  if (last !== pages) await gotoHydrated(page, `/blog/page/${last}`)
  await expect(page.locator(`a[href="/blog/${await oldestPublishedSlug()}"]`).first()).toBeVisible()
  await pager.getByRole('link', { name: 'Newer page' }).click()
  await page.waitForURL(last === 2 ? /\/blog$/ : new RegExp(`/blog/page/${last - 1}$`))

  // Past the last page: said so, and not indexed.
  await gotoHydrated(page, `/blog/page/${last + 5}`)
  await expect(page.getByRole('heading', { name: 'No posts on this page' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(pager.getByRole('link', { name: 'Newest page' })).toHaveAttribute('href', '/blog')
  // PostgREST answers a range past the end with 416, which the browser logs.
  expect(watch.errors.filter((error) => !error.includes('416'))).toEqual([])
})
