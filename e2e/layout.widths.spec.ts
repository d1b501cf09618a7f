// Layout checks that need several window widths; the desktop project runs them once.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { createPost, updatePost } from './blog-data'
import { editor, openBlogManagement, postItem } from './blog-editor'
import { gotoHydrated, insertRow, signInAsAdmin, watchPage } from './support'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} is not rendered`)
  return {
    left: found.x,
    right: found.x + found.width,
    top: found.y,
    bottom: found.y + found.height,
  }
}

/**
 * What inside the container reaches past its left or right edge (so it is clipped or scrolled
 * out of sight): each as its tag and the start of its text.
 */
function overflowingParts(container: Locator) {
  return container.evaluate((root) => {
    const edge = root.getBoundingClientRect()
    const found: string[] = []
    for (const element of root.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || element.closest('.sr-only')) continue
      if (rect.left < edge.left - 1 || rect.right > edge.right + 1)
        found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}"`)
    }
    return found.slice(0, 5)
  })
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
}

test('/credit-topup: the volume pricing table fits its card, tier names included, 390-1920 px', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoHydrated(page, '/credit-topup')
  const table = page.getByRole('table', { name: 'Volume pricing' })
  const container = table.locator('xpath=..')
  for (const width of [390, 1024, 1280, 1440, 1920]) {
    await atWidth(page, width)
    expect.soft(await overflowingParts(container), `${width} px`).toEqual([])
    await expect.soft(table.getByRole('row', { name: /Enterprise/ }), `${width} px`).toBeVisible()
  }
  watch.expectNoErrors()
})

test('Blog editor History tab fits the dialog at 390, 1280 and 1440 px', async ({ page }) => {
  // The editor opens three times, at three widths: more than the default on a busy machine.
  test.setTimeout(60_000)
  const watch = await watchPage(page)
  const title = 'A revision title long enough to need more than one line in a narrow column'
  const slug = await createPost({
    title,
    content: `<p>${'Words that wrap inside the compare column. '.repeat(8)}</p>\n\n${'x'.repeat(160)}`,
    published: false,
    featuredImage: `/blog/crm-automations.svg?version=${'0123456789'.repeat(12)}`,
  })
  await updatePost(slug, { content: '<p>Rewritten once.</p>' })
  await updatePost(slug, { content: '<p>Rewritten twice.</p>' })
  await openBlogManagement(page)

  for (const width of [390, 1280, 1440]) {
    await atWidth(page, width)
    await postItem(page, slug)
      .getByRole('button', { name: `Edit “${title}”` })
      .click()
    const dialog = editor(page)
    await dialog.getByRole('tab', { name: 'History' }).click()
    const revisions = dialog.getByRole('list', { name: 'Revisions' })
    await expect(revisions.getByRole('button')).toHaveCount(3)
    expect.soft(await overflowingParts(dialog), `${width} px`).toEqual([])
    // The list sits beside or above the restore bar, never under it.
    const list = await box(revisions)
    for (const part of [
      dialog.getByRole('button', { name: /^Restore revision/ }),
      dialog.getByText(/^Restoring saves this revision/),
    ]) {
      const other = await box(part)
      const apart = list.right <= other.left || other.right <= list.left || list.bottom <= other.top
      expect.soft(apart, `${width} px: the revision list overlaps ${part}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
  watch.expectNoErrors()
})

test('/purchase-thank-you: the largest order’s figures each keep their own line inside the box at 320 and 390 px', async ({
  page,
}) => {
  const watch = await watchPage(page)
  const sessionId = `cs_test_layout_${Date.now()}`
  await insertRow('service', 'credit_orders', {
    lead_count: 500_000,
    credits: 30_000_000,
    tier: 'Tier 6',
    amount_cents: 2_750_000,
    email: 'layout@example.test',
    status: 'paid',
    provider_session_id: sessionId,
  })
  await gotoHydrated(page, `/purchase-thank-you?session_id=${sessionId}`)
  const order = page.getByRole('region', { name: 'Your order' })
  await expect(order.getByRole('status')).toHaveText('Payment confirmed')
  const figures = ['500,000', '30,000,000', '$27,500.00'].map((text) =>
    order.getByRole('definition').filter({ hasText: text }),
  )
  for (const width of [320, 390]) {
    await atWidth(page, width)
    expect.soft(await overflowingParts(order), `${width} px`).toEqual([])
    const boxes = await Promise.all(figures.map(box))
    for (const [index, below] of boxes.entries()) {
      const above = boxes[index - 1]
      if (above)
        expect
          .soft(below.top, `${width} px: figure ${index + 1}`)
          .toBeGreaterThanOrEqual(above.bottom)
    }
  }
  watch.expectNoErrors()
})

const WIDTHS = [390, 1024, 1280, 1440]
// Public pages are also read on the narrowest phones still sold, with wide system fonts.
const PUBLIC_WIDTHS = [320, 360, ...WIDTHS]

/** The widths at which the page scrolls sideways, with how far. */
async function widthsThatOverflow(page: Page, widths = WIDTHS) {
  const found: string[] = []
  for (const width of widths) {
    await atWidth(page, width)
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (extra > 0) found.push(`${width} px: ${extra} px too wide`)
  }
  return found
}

const PUBLIC_PATHS = [
  '/',
  '/home2',
  '/thank-you',
  '/purchase-thank-you',
  '/privacy-policy',
  '/terms-of-service',
  '/contact',
  '/blog',
  '/identity-resolution',
  '/identity-resolution-funnel',
  '/identity-resolution-offer',
  '/workshop',
  '/credit-topup',
  '/gmb-tank-tracking',
  '/demo',
  '/platform-tour',
  '/marketing/social-media',
  '/marketing/seo',
  '/marketing/email',
  '/marketing/dashboards',
  '/marketing/content',
  '/marketing/branding',
  '/marketing/websites',
  '/marketing/ai-bots',
  '/admin-login',
  '/no-such-page',
]

// One load per page; the window is then resized through the widths.
for (const path of PUBLIC_PATHS)
  test(`${path} never scrolls sideways at ${PUBLIC_WIDTHS.join(', ')} px`, async ({ page }) => {
    await watchPage(page)
    await gotoHydrated(page, path)
    expect(await widthsThatOverflow(page, PUBLIC_WIDTHS)).toEqual([])
  })

test('a blog post never scrolls sideways', async ({ page }) => {
  const slug = await createPost({
    title: 'A post whose title is long enough to wrap on a phone',
    content: `<p>${'A paragraph of ordinary words. '.repeat(20)}</p>`,
    published: true,
  })
  await watchPage(page)
  await gotoHydrated(page, `/blog/${slug}`)
  expect(await widthsThatOverflow(page, PUBLIC_WIDTHS)).toEqual([])
})

test('no admin screen scrolls sideways', async ({ page }) => {
  test.slow() // Six screens behind one sign-in.
  await watchPage(page)
  await signInAsAdmin(page)
  const found: string[] = []
  for (const path of [
    '/admin-portal',
    '/admin-portal/blog',
    '/admin-portal/campaigns',
    '/admin-portal/orders',
    '/admin-portal/videos',
  ]) {
    await atWidth(page, 1280)
    await gotoHydrated(page, path)
    await page.getByRole('heading', { level: 1 }).waitFor()
    found.push(...(await widthsThatOverflow(page)).map((text) => `${path} ${text}`))
  }
  expect(found).toEqual([])
})

test('at 1280 px the posts table fits its card: a draft’s actions need no sideways scroll', async ({
  page,
}) => {
  await watchPage(page)
  await signInAsAdmin(page)
  await atWidth(page, 1280)
  await gotoHydrated(page, '/admin-portal/blog')
  const table = page.getByRole('table')
  await table.locator('[data-post-slug]').first().waitFor()
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement
    return box ? box.scrollWidth - box.clientWidth : 0
  })
  expect(overflow).toBeLessThanOrEqual(0)
})
