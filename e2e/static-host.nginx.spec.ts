import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { pathRedirects } from '../src/features/site/lib/redirect-rule'
import { signInAsAdmin } from './support'

// The site through Debian's nginx with the generated server block (scripts/e2e-nginx.ts), as a
// static host serves it: every route, the redirects, the SPA fallback, the admin login and a
// post, each with the security headers and without a single CSP violation.
test.describe.configure({ mode: 'parallel' })
const tag = { tag: '@static-host' }

const routes = z
  .array(z.string())
  .parse(JSON.parse(readFileSync('dist/prerendered-routes.json', 'utf8')))

/** Records CSP violations and console errors; third-party hosts answer empty, never the network. */
async function watchPolicy(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.exposeFunction('reportViolation', (text: string) => errors.push(`CSP: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, 'reportViolation')
      if (typeof report === 'function')
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  // Reached only when the CSP allowed the request: the policy is what is under test.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, body: '' }),
  )
  return {
    expectNone: (expected: string[] = []) => expect(errors, errors.join('\n')).toEqual(expected),
  }
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
}

for (const route of routes) {
  test(
    `${route} loads its prerendered page with the security headers and no CSP violation`,
    tag,
    async ({ page }) => {
      const watch = await watchPolicy(page)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      expectSecurityHeaders(response?.headers() ?? {})
      expect(await response?.text()).toContain(`data-prerendered="${route}"`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      watch.expectNone()
    },
  )
}

test('the site redirects answer 301 to their targets', tag, async ({ request }) => {
  for (const { from, to } of pathRedirects) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
})

test(
  'unknown paths answer 404 with the not-found page; the client routes get the shell',
  tag,
  async ({ page, request }) => {
    const watch = await watchPolicy(page)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    expect(await response?.text()).toContain('<div id="root"></div>')
    expectSecurityHeaders(response?.headers() ?? {})
    await expect(page.getByText("Oops! The page you're looking for cannot be found")).toBeVisible({
      timeout: 15_000,
    })
    // The browser reports the status; the spec logs the bad path.
    watch.expectNone([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
      '404 Error: User attempted to access non-existent route: /no-such-page',
    ])
    for (const path of ['/admin-portal/no-such-screen', '/404.html', '/contact/nope'])
      expect((await request.get(path)).status(), path).toBe(404)
    for (const path of [
      '/admin-login',
      '/admin-login/forgot-password',
      '/admin-portal/',
      '/contact/',
    ])
      expect((await request.get(path)).status(), path).toBe(200)
  },
)

test('the admin portal signs in and may not be framed', tag, async ({ page }) => {
  const watch = await watchPolicy(page)
  const response = await page.goto('/admin-portal')
  expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/)
  await signInAsAdmin(page)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  watch.expectNone()
})

test(
  'a post, the sitemap and the feed come through the static host',
  tag,
  async ({ page, request }) => {
    const watch = await watchPolicy(page)
    const response = await page.goto('/blog/what-is-identity-resolution')
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    expect(await response?.text()).toContain('<h1')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What Is Identity Resolution? Turning Anonymous Visitors into Leads',
    )
    watch.expectNone()
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
    const urls = await sitemap.text()
    expect(urls).toContain('/blog/what-is-identity-resolution</loc>')
    // Only canonical URLs: branding and websites point their canonical to the paid social page.
    expect(urls).toContain('/marketing/social-media</loc>')
    expect(urls).not.toContain('/marketing/branding</loc>')
    expect(urls).not.toContain('/marketing/websites</loc>')
    const feed = await request.get('/rss.xml')
    expect(await feed.text()).toContain('/blog/what-is-identity-resolution</guid>')
  },
)

test(
  "each seeded post's share image is a JPEG the host serves, never an SVG",
  tag,
  async ({ request }) => {
    for (const slug of [
      'what-is-identity-resolution',
      'gmb-rank-tracking-guide',
      'crm-automations-that-close-deals',
    ]) {
      const html = await (await request.get(`/blog/${slug}`)).text()
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(image, slug).toMatch(/\/blog\/[a-z-]+\.jpg$/)
      expect(html, slug).toMatch(/<meta name="twitter:image" content="[^"]+\.jpg"/)
      const served = await request.get(new URL(image).pathname)
      expect(served.status(), image).toBe(200)
      expect(served.headers()['content-type'], image).toBe('image/jpeg')
    }
  },
)
