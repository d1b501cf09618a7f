// One save, one refetch: the editor's save refetches the posts list itself, and its own
// realtime echo does not refetch it again (the echo of the page's own write is
// skipped; anyone else's change still refreshes the list).
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { insertRow, signInAsAdmin, watchPage } from './support'

test('saving a post on the dashboard reads its list once, not again on its own echo', async ({
  page,
}) => {
  const tag = `once${randomUUID().slice(0, 8)}`
  await insertRow('service', 'blog_posts', {
    title: `${tag} draft`,
    slug: tag,
    content: '<p>First words.</p>',
    published: false,
  })
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  await page.goto(`/admin-portal?posts_q=${tag}`)
  const posts = page.getByRole('region', { name: 'Blog Posts', exact: true })
  await expect(posts.locator('[data-post-slug]:visible')).toContainText(`${tag} draft`)

  // Reads of the visible posts page: with the search in the address, the indexed search function
  // (20 rows and one to tell if there is an older page).
  const pageReads: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (request.method() === 'POST' && url.includes('/rest/v1/rpc/search_blog_posts'))
      pageReads.push(url)
  })
  await posts.getByRole('button', { name: `Edit “${tag} draft”` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title', { exact: true }).fill(`${tag} edited`)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()
  await expect(posts.locator('[data-post-slug]:visible')).toContainText(`${tag} edited`)

  // The save's echo has arrived (the debug panel records every realtime event) ...
  await page.getByRole('button', { name: 'Debug information' }).click()
  await expect(page.getByText(/UPDATE on blog_posts at/)).toBeVisible()
  // ... and a later change to another table has been refreshed: the screen refreshes all its
  // stale lists together, so a refetch the echo had caused would have been made by now.
  const sentinel = `Sentinel ${randomUUID().slice(0, 8)}`
  await insertRow('service', 'Webinar Registration', {
    name: sentinel,
    Email: `${randomUUID()}@example.test`,
    webinar_title: 'Workshop',
  })
  await expect(
    page
      .getByRole('table', { name: 'Recent Registrations' })
      .getByRole('row', { name: new RegExp(sentinel) }),
  ).toBeVisible()
  expect(pageReads).toHaveLength(1)
  watch.expectNoErrors()
})
