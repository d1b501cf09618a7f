import { test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import {
  editor,
  expect,
  field,
  htmlContent,
  openBlogManagement,
  pickFile,
  postItem,
  PUBLISHABLE_META,
} from './blog-editor'
import { signInAsAdmin, watchPage } from './support'

// Each test is a whole editing journey (a dozen saves and page loads), not one step.
test.describe.configure({ timeout: 90_000 })

// Both projects run at once against one stack, so every post is named after its project.
test('an admin writes, checks, edits, publishes, unpublishes and deletes a post', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const title = `Field Notes: ${testInfo.project.name} edition!`
  const slug = `field-notes-${testInfo.project.name}-edition`
  await signInAsAdmin(page)
  // The same posts manager sits below the dashboard; other tests add posts (newest first), so
  // the seeded one is found by search.
  const dashboardPosts = page.getByRole('region', { name: 'Blog Posts', exact: true })
  await dashboardPosts.getByLabel('Search posts').fill('what-is-identity-resolution')
  await dashboardPosts.getByLabel('Search posts').press('Enter')
  await expect(
    dashboardPosts.locator('[data-post-slug="what-is-identity-resolution"]:visible'),
  ).toContainText('What Is Identity Resolution?')
  await openBlogManagement(page)
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/admin-portal',
  )
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()

  await page.getByRole('button', { name: 'New Post' }).click()
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  await expect(editor(page).getByText('Title is required')).toBeVisible()
  await expect(editor(page).getByText('Content is required')).toBeVisible()

  await field(page, 'Title').fill(title)
  await field(page, 'Slug').fill('Field Notes')
  await (await htmlContent(page)).fill('First paragraph.\n\nSecond <strong>bold</strong> one.')
  await field(page, 'Meta description').fill(PUBLISHABLE_META)
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  await expect(editor(page).getByText('Slug must be lowercase with hyphens')).toBeVisible()

  await editor(page).getByRole('tab', { name: 'Preview' }).click()
  const preview = editor(page).getByTestId('post-preview')
  await expect(preview.locator('.blog-post-content > p')).toHaveText([
    'First paragraph.',
    'Second bold one.',
  ])
  await editor(page).getByRole('tab', { name: 'Write' }).click()

  // A seeded post's slug: the save fails with the duplicate-slug message and keeps what was typed.
  await field(page, 'Slug').fill('what-is-identity-resolution')
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  await expect(
    editor(page).getByText('A post with this slug already exists. Please choose a different slug.'),
  ).toBeVisible()
  // Reported once: in the dialog, not also as a toast.
  await expect(
    page.getByText('A post with this slug already exists. Please choose a different slug.'),
  ).toHaveCount(1)
  await expect(field(page, 'Title')).toHaveValue(title)

  await field(page, 'Slug').fill('')
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  await expect(page.getByText('Blog post created successfully')).toBeVisible()
  await expect(editor(page)).toBeHidden()
  const item = postItem(page, slug)
  await expect(item).toContainText(title)
  await expect(item).toContainText('Draft')

  await item.getByRole('button', { name: `Edit “${title}”` }).click()
  await expect(field(page, 'Slug')).toHaveValue(slug)
  await expect(field(page, 'Slug')).toHaveAttribute('readonly', '')
  await expect(editor(page).getByText('Slug cannot be changed for existing posts')).toBeVisible()
  // Unique text: both projects publish this post at once, and near duplicates are refused.
  await (
    await htmlContent(page)
  ).fill(`Rewritten opening.\n\nSecond <strong>bold</strong> one, note ${randomUUID()}.`)
  await editor(page).getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()

  await item.getByRole('button', { name: `Preview “${title}”` }).click()
  await expect(editor(page).getByText('Rewritten opening.')).toBeVisible()
  await page.keyboard.press('Escape')

  await item.getByRole('button', { name: `Publish “${title}”` }).click()
  await expect(page.getByText('Post published successfully')).toBeVisible()
  await expect(item).toContainText('Published')
  const reader = await page.context().newPage()
  await reader.goto(`/blog/${slug}`)
  await expect(reader.getByRole('heading', { name: title })).toBeVisible()
  await expect(reader.getByText('Rewritten opening.')).toBeVisible()
  await reader.close()

  await item.getByRole('button', { name: `Unpublish “${title}”` }).click()
  await expect(page.getByText('Post unpublished successfully')).toBeVisible()
  await expect(item).toContainText('Draft')

  await item.getByRole('button', { name: `Delete “${title}”` }).click()
  await expect(page.getByRole('alertdialog')).toContainText(title)
  await page.getByRole('button', { name: 'Delete post' }).click()
  await expect(page.getByText('Post deleted successfully')).toBeVisible()
  await expect(postItem(page, slug)).toHaveCount(0)
  // The duplicate slug's 409 is logged by the browser as a failed resource load.
  expect(watch.errors.filter((error) => !error.includes('409'))).toEqual([])
})

test('images go to storage and show on the public post; a revision is restored', async ({
  page,
}, testInfo) => {
  const watch = await watchPage(page)
  const title = `Pictures ${testInfo.project.name}`
  const slug = `pictures-${testInfo.project.name}`
  await openBlogManagement(page)

  await page.getByRole('button', { name: 'New Post' }).click()
  await field(page, 'Title').fill(title)
  await field(page, 'Content').fill(`Model draft ${randomUUID().slice(0, 8)}.`)
  await pickFile(page, 'Upload featured image', 'cover.png')
  await expect(page.getByText('Image uploaded successfully')).toBeVisible()
  await expect(field(page, 'Image URL')).toHaveValue(
    /\/storage\/v1\/object\/public\/blog-images\/uploads\/\d{13}-[a-z0-9]{12}\.png$/,
  )
  await field(page, 'Alt text').fill('A single pixel')

  await pickFile(page, 'Image', 'inline.png')
  await expect(page.getByText('Image inserted')).toBeVisible()
  // The inserted image is selected and asks for its alt text; the default stays for now.
  await expect(field(page, 'Alt text for the selected image')).toHaveValue('Blog image')
  await expect(await htmlContent(page)).toHaveValue(
    /^<p>Model draft [0-9a-f]{8}\.<img src="[^"]+\/blog-images\/content\/\d{13}-[a-z0-9]{12}\.png" alt="Blog image" style="[^"]+"><\/p>$/,
  )
  await field(page, 'Published').check()
  await editor(page).getByRole('button', { name: 'Create post' }).click()
  // The publish checklist refuses, with its reasons, and saves nothing...
  const refusal = editor(page).getByRole('alert')
  await expect(refusal).toContainText('This post cannot be published yet:')
  await expect(refusal).toContainText(
    "1 image has no alt text or the default 'Blog image': describe it.",
  )
  await expect(refusal).toContainText(
    'The meta description (or the opening of the content used in its place) must be 50-160 characters; it is 21.',
  )
  await expect(postItem(page, slug)).toHaveCount(0)
  // ...unless the admin publishes anyway.
  await refusal.getByRole('button', { name: 'Publish anyway' }).click()
  await expect(page.getByText('Post published despite the checklist')).toBeVisible()

  const reader = await page.context().newPage()
  await reader.goto(`/blog/${slug}`)
  await expect(reader.getByRole('img', { name: 'A single pixel' })).toHaveAttribute(
    'src',
    /\/blog-images\/uploads\//,
  )
  await expect(reader.getByRole('img', { name: 'Blog image' })).toHaveAttribute(
    'src',
    /\/blog-images\/content\//,
  )
  await reader.close()

  const item = postItem(page, slug)
  await item.getByRole('button', { name: `Edit “${title}”` }).click()
  await (await htmlContent(page)).fill('An editor rewrote this.')
  await editor(page).getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()

  await item.getByRole('button', { name: `Edit “${title}”` }).click()
  await editor(page).getByRole('tab', { name: 'History' }).click()
  const revisions = editor(page).getByRole('list', { name: 'Revisions' })
  // Created, published anyway (who, and which checks), edited.
  await expect(revisions.getByRole('button')).toHaveCount(3)
  await expect(revisions.getByRole('button', { name: /Revision 2/ })).toContainText(
    'Published anyway, overriding: meta description length, image alt text',
  )
  await expect(revisions.getByRole('button', { name: /Revision 2/ })).toContainText(
    /admin@example\.com/,
  )
  await revisions.getByRole('button', { name: /Revision 1/ }).click()
  await expect(editor(page).getByRole('region', { name: 'Revision 1' })).toContainText(
    'Model draft',
  )
  await expect(
    editor(page).getByRole('region', { name: 'Current text in the editor' }),
  ).toContainText('An editor rewrote this.')
  await editor(page).getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(page.getByText('Revision restored')).toBeVisible()
  await expect(revisions.getByRole('button')).toHaveCount(4)
  await expect(revisions.getByRole('button', { name: /Revision 4/ })).toContainText(
    'Restored revision 1',
  )
  await editor(page).getByRole('tab', { name: 'Write' }).click()
  await expect(await htmlContent(page)).toHaveValue(/^<p>Model draft [0-9a-f]{8}\./)
  await expect(field(page, 'Slug')).toHaveValue(slug)
  watch.expectNoErrors()
})
