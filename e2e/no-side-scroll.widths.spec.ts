// At 320 px (the narrowest phone in use) no public page scrolls sideways: nothing reaches past
// the window's right edge. Run once, in the desktop project, at its own width.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { gotoHydrated, watchPage } from './support'

test.describe.configure({ mode: 'parallel' })

const publicRoutes = [
  ...z.array(z.string()).parse(JSON.parse(readFileSync('dist/prerendered-routes.json', 'utf8'))),
  '/blog/what-is-identity-resolution',
  '/blog/page/2',
  '/admin-login',
  '/admin-login/forgot-password',
  '/no-such-page',
]

for (const route of publicRoutes) {
  test(`${route} has no horizontal scroll at 320 px`, async ({ page }) => {
    await watchPage(page)
    await page.setViewportSize({ width: 320, height: 720 })
    await gotoHydrated(page, route)
    await expect(page.locator('main').first()).toBeVisible()
    const widths = await page.evaluate(() => {
      const wide: string[] = []
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect()
        if (rect.width > 0 && rect.right > window.innerWidth + 1 && !element.closest('.sr-only'))
          wide.push(
            `${element.tagName}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`,
          )
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        wide: wide.slice(0, 5),
      }
    })
    expect(widths.scrollWidth, widths.wide.join('\n')).toBeLessThanOrEqual(widths.innerWidth)
  })
}
