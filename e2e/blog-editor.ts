// The blog editor's journeys share these: the Blog Management page, its editor dialog and
// a one-pixel image to upload.
import { expect as baseExpect, type Page } from '@playwright/test'
import { openAdminNav, signInAsAdmin } from './support'

// Saves, uploads and restores go through the database; on a loaded CI machine they can take
// longer than the default 5 s.
export const expect = baseExpect.configure({ timeout: 10_000 })

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export async function openBlogManagement(page: Page) {
  if (!page.url().includes('/admin-portal')) await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Blog' }).click()
  await page.waitForURL('**/admin-portal/blog')
  await expect(page.getByRole('heading', { name: 'Blog Management', level: 1 })).toBeVisible()
}

/** The post's row (desktop) or card (phone), whichever this width shows. */
export const postItem = (page: Page, slug: string) =>
  page.locator(`[data-post-slug="${slug}"]:visible`)

export const editor = (page: Page) => page.getByRole('dialog')
export const field = (page: Page, label: string) => editor(page).getByLabel(label, { exact: true })

export async function pickFile(page: Page, button: string, name: string) {
  const chooser = page.waitForEvent('filechooser')
  await editor(page).getByRole('button', { name: button, exact: true }).click()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG })
}

/** The content's HTML source: switches the content field to its HTML tab. */
export async function htmlContent(page: Page) {
  await editor(page).getByRole('tab', { name: 'HTML' }).click()
  return field(page, 'Content')
}

/** A meta description the publish checklist accepts (50-160 characters). */
export const PUBLISHABLE_META = 'A summary of this post long enough for a search result to show it.'
