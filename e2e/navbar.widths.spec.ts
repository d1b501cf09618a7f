// The header's two menus are islands that hydrate only where they are displayed (the desktop
// menu from 768 px, the menu button below). The desktop project runs these once, at both widths.
import { expect, test } from '@playwright/test'
import { gotoHydrated, watchPage } from './support'

const DESKTOP_MENU_CHUNK = /\/assets\/island-desktop-menu-[\w-]+\.js$/

test('a prerendered page opens a desktop menu and follows its link', async ({ page }) => {
  const watcher = await watchPage(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  const menuLoaded = page.waitForResponse(DESKTOP_MENU_CHUNK)
  await gotoHydrated(page, '/privacy-policy')
  await menuLoaded
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'DFY Marketing' }).click()
  await main.getByRole('link', { name: 'SEO' }).click()
  await expect(page).toHaveURL(/\/marketing\/seo$/)
  watcher.expectNoErrors()
})

test('a phone never loads the desktop menu; widening the window brings it', async ({ page }) => {
  const watcher = await watchPage(page)
  const menuRequests: string[] = []
  page.on('request', (request) => {
    if (DESKTOP_MENU_CHUNK.test(request.url())) menuRequests.push(request.url())
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/privacy-policy')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  expect(menuRequests).toEqual([])

  const menuLoaded = page.waitForResponse(DESKTOP_MENU_CHUNK)
  await page.setViewportSize({ width: 1280, height: 800 })
  await menuLoaded
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'Analytics' }).click()
  await expect(main.getByRole('link', { name: 'Lead Calculator' })).toBeVisible()
  watcher.expectNoErrors()
})
