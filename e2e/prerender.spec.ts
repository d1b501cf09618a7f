import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support'

// What a crawler or a social-share bot gets: the raw HTML, with no JavaScript run.
const routes = [
  { path: '/privacy-policy', text: 'Information We Collect', title: 'Privacy Policy' },
  { path: '/terms-of-service', text: 'Affiliate Program Terms', title: 'Terms of Service' },
  { path: '/thank-you', text: 'Thank You!', title: 'Thank You' },
  { path: '/contact', text: 'Send Message', title: 'Contact Us' },
  // No success claim before the page has read the order: a neutral state.
  { path: '/purchase-thank-you', text: 'Checking your order...', title: 'Purchase Complete' },
  { path: '/credit-topup', text: '$100.08', title: 'Buy Lead Credits' },
  { path: '/workshop', text: 'Register to watch the', title: 'Free Identity Resolution Workshop' },
]

test.describe('prerendered HTML', () => {
  for (const { path, text, title } of routes) {
    test(`${path} has its content, title, description, canonical and JSON-LD`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toMatch(new RegExp(`<title>${title} \\| .+ - AI CRM Platform</title>`))
      expect(head).toMatch(/<meta name="description" content="[^"]+"/)
      expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`))
      expect(head).toContain('<meta property="og:image"')
      expect(html).toContain(text)
      expect(html).not.toContain('Your order has been processed successfully.')
      expect(html).toContain('<script type="application/ld+json">')
      expect(html).toContain('"@type":"Organization"')
    })
  }

  test('every prerendered page sets its keywords', async ({ request }) => {
    const paths = JSON.parse(readFileSync('dist/prerendered-routes.json', 'utf8')) as unknown
    if (!Array.isArray(paths)) throw new Error('dist/prerendered-routes.json is not a list')
    const missing: string[] = []
    for (const path of paths) {
      const html = await (await request.get(String(path))).text()
      const head = html.slice(0, html.indexOf('</head>'))
      if (!/<meta name="keywords" content="[^"]+"/.test(head)) missing.push(String(path))
    }
    expect(missing).toEqual([])
  })

  test('client-only routes get the shell, not another page', async ({ request }) => {
    const html = await (await request.get('/admin-portal')).text()
    expect(html).toContain('<div id="root"></div>')
  })

  // Every prerendered page hydrates islands: its desktop menu loads lazily from the islands build.
  for (const { path, lazyChunk } of [
    { path: '/', lazyChunk: /\/assets\/island-desktop-menu-[\w-]+\.js$/ },
    { path: '/workshop', lazyChunk: /\/assets\/island-desktop-menu-[\w-]+\.js$/ },
    { path: '/blog', lazyChunk: /\/assets\/island-desktop-menu-[\w-]+\.js$/ },
  ]) {
    test(`${path} never fetches the stylesheet it inlined, through its lazy chunks`, async ({
      page,
    }) => {
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet')
          stylesheets.push(new URL(request.url()).pathname)
      })
      // Vite's preload helper asks for a lazy chunk's stylesheets before the chunk itself.
      const lazy = page.waitForResponse(lazyChunk)
      await gotoHydrated(page, path)
      await lazy
      // Only the rules the page did not inline, from the page's own stylesheet, after its paint.
      const enabled = page.locator('link[rel="stylesheet"]:not([disabled])')
      await expect(enabled).toHaveCount(1)
      await expect(enabled).toHaveAttribute('href', /^\/assets\/rest-[0-9a-f]+\.css$/)
      expect(stylesheets).toEqual([await enabled.getAttribute('href')])
    })
  }
})
