import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { gotoHydrated, insertRow, openAdminNav, signInAsAdmin, watchPage } from './support'

// axe-core's WCAG 2.x A and AA rules and its best practices (unique landmarks, heading order) on every public route and every admin screen, at the
// project's width (390 px on phone, 1280 px on desktop): no violation at all.
test.describe.configure({ mode: 'parallel' })

const publicRoutes = [
  ...z.array(z.string()).parse(JSON.parse(readFileSync('dist/prerendered-routes.json', 'utf8'))),
  '/blog/what-is-identity-resolution',
  '/admin-login',
  '/no-such-page',
]

/** One line per violating node: the rule, what it says and where, readable in the report. */
async function violations(page: Page) {
  // Entrance animations (a card fading up) are judged at their end, not half-transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  )
}

for (const route of publicRoutes) {
  test(`axe finds no violation on ${route}`, async ({ page }) => {
    await watchPage(page)
    await gotoHydrated(page, route)
    await expect(page.locator('main').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

const adminScreens = [
  { link: null, heading: 'Dashboard' },
  { link: 'Blog', heading: 'Blog Management' },
  { link: 'Campaigns', heading: 'Campaigns' },
  { link: 'Orders', heading: 'Orders' },
  { link: 'Videos', heading: 'Videos' },
]

test('axe finds no violation on the admin screens', async ({ page }) => {
  test.setTimeout(90_000)
  await watchPage(page)
  // Two campaigns may bear one name: their cards' parts must still be told apart.
  const twin = `Twin campaign ${randomUUID().slice(0, 6)}`
  for (let i = 0; i < 2; i++)
    await insertRow('admin', 'blog_campaigns', { name: twin, keywords: ['crm'], status: 'paused' })
  await signInAsAdmin(page)
  for (const screen of adminScreens) {
    if (screen.link) {
      const nav = await openAdminNav(page)
      await nav.getByRole('link', { name: screen.link, exact: true }).click()
    }
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible()
    // The lists have loaded: no "Loading" status left on the screen.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
    expect(await violations(page), screen.heading).toEqual([])
  }
})
