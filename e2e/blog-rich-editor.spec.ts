import { randomUUID } from 'node:crypto'
import { test, type Page } from '@playwright/test'
import {
  editor,
  expect,
  field,
  htmlContent,
  openBlogManagement,
  postItem,
  PUBLISHABLE_META,
} from './blog-editor'
import { watchPage } from './support'

test.describe.configure({ timeout: 90_000 })

const tool = (page: Page, name: string) =>
  editor(page).getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name })

test('a post written with the toolbar alone is published as headings, lists and bold text', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  const title = `Toolbar ${tag}`
  const slug = `toolbar-${tag}`
  await openBlogManagement(page)
  await page.getByRole('button', { name: 'New Post' }).click()
  await field(page, 'Title').fill(title)

  const content = field(page, 'Content')
  await content.click()
  // Words of this attempt alone: a retry's post must not be held back as a near duplicate of
  // the first try's published one.
  await page.keyboard.type(`An opening paragraph about ${tag}, ${randomUUID()} ${randomUUID()}.`)
  await page.keyboard.press('Enter')
  await tool(page, 'Heading 2').click()
  await page.keyboard.type('A section heading')
  await page.keyboard.press('Enter')
  await tool(page, 'Bullet list').click()
  await page.keyboard.type('First point')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Second point')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await tool(page, 'Bold').click()
  await page.keyboard.type('Strong words')
  await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true')

  await field(page, 'Meta description').fill(PUBLISHABLE_META)
  // The previews follow the fields as they are typed.
  await expect(editor(page).getByRole('region', { name: 'Search result preview' })).toContainText(
    `${title} | `,
  )
  await expect(
    editor(page).getByText(`Description: ${PUBLISHABLE_META.length} / 160 characters`),
  ).toBeVisible()
  await field(page, 'Published').check()
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  await expect(page.getByText('Blog post created successfully')).toBeVisible()
  await expect(postItem(page, slug)).toContainText('Published')

  const reader = await page.context().newPage()
  await reader.goto(`/blog/${slug}`)
  await expect(reader.getByRole('heading', { name: 'A section heading', level: 2 })).toBeVisible()
  const article = await reader.locator('.blog-post-content').innerHTML()
  expect(article).toContain('<h2')
  expect(article).toMatch(/<ul><li><p>First point<\/p><\/li><li><p>Second point<\/p><\/li><\/ul>/)
  expect(article).toContain('<strong>Strong words</strong>')
  await reader.close()
  watch.expectNoErrors()
})

test('unsaved work survives a reload and is restored, for a new post and an edit', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`
  // Leaving the page with unsaved changes asks first; the test answers "leave".
  const leaving: string[] = []
  page.on('dialog', (dialog) => {
    leaving.push(dialog.type())
    void dialog.accept()
  })
  await openBlogManagement(page)

  // A new post: typed, never saved, the page reloaded.
  await page.getByRole('button', { name: 'New Post' }).click()
  await field(page, 'Title').fill(`Unsaved ${tag}`)
  await field(page, 'Content').click()
  await page.keyboard.type('Words nobody saved yet.')
  await expect(editor(page).getByText('Unsaved changes', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Blog Management', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'New Post' }).click()
  await expect(
    editor(page).getByText('This post has unsaved changes kept in this browser.'),
  ).toBeVisible()
  await expect(field(page, 'Title')).toHaveValue('')
  await editor(page).getByRole('button', { name: 'Restore unsaved changes' }).click()
  await expect(field(page, 'Title')).toHaveValue(`Unsaved ${tag}`)
  await expect(field(page, 'Content')).toContainText('Words nobody saved yet.')

  // Closing with unsaved changes asks first; the work stays offered.
  await page.keyboard.press('Escape')
  const confirm = page.getByRole('alertdialog', { name: 'Close the editor?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep editing' }).click()
  await expect(field(page, 'Title')).toHaveValue(`Unsaved ${tag}`)
  await editor(page).getByRole('button', { name: 'Cancel' }).click()
  await confirm.getByRole('button', { name: 'Close editor' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.getByRole('button', { name: 'New Post' }).click()
  await editor(page).getByRole('button', { name: 'Discard' }).click()
  await expect(field(page, 'Title')).toHaveValue('')
  await editor(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  // An edit of a seeded post: changed, the page reloaded, restored. Other tests add posts
  // (newest first), so the seeded one is found by search; the address keeps it across the reload.
  await page.getByLabel('Search posts').fill('what-is-identity-resolution')
  await page.getByLabel('Search posts').press('Enter')
  await expect(page).toHaveURL(/[?&]q=what-is-identity-resolution/)
  const item = postItem(page, 'what-is-identity-resolution')
  const edit = () =>
    item.getByRole('button', { name: /^Edit “What Is Identity Resolution/ }).click()
  await edit()
  await field(page, 'Meta description').fill(`Edited but not saved ${tag}`)
  await (await htmlContent(page)).fill(`<p>Replaced text ${tag}</p>`)
  await expect(editor(page).getByText('Unsaved changes', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Blog Management', level: 1 })).toBeVisible()
  await edit()
  await editor(page).getByRole('button', { name: 'Restore unsaved changes' }).click()
  await expect(field(page, 'Meta description')).toHaveValue(`Edited but not saved ${tag}`)
  await expect(await htmlContent(page)).toHaveValue(`<p>Replaced text ${tag}</p>`)
  // Nothing was saved: the seeded post is unchanged for everyone else.
  await editor(page).getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close editor' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(leaving).toEqual(['beforeunload', 'beforeunload'])
  watch.expectNoErrors()
})
