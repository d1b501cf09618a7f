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

test('each desktop menu opens under its own trigger and stays inside the window, 1024 and 1280 px', async ({
  page,
}) => {
  const watcher = await watchPage(page)
  const groups = ['Analytics', 'Automations', 'AI Platform', 'Identity Resolution', 'DFY Marketing']
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const menuLoaded = page.waitForResponse(DESKTOP_MENU_CHUNK)
    await gotoHydrated(page, '/privacy-policy')
    await menuLoaded
    const main = page.getByRole('navigation', { name: 'Main' })
    for (const group of groups) {
      const trigger = main.getByRole('button', { name: group })
      // From the keyboard: a pointer moving on from the last trigger would open the next menu on
      // hover (Radix skips the delay just after a close), and the click would close it again.
      await trigger.focus()
      await page.keyboard.press('Enter')
      // The open panel: the box around the list of links in the trigger's menu item.
      const panel = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: group }) })
        .getByRole('list')
        .locator('xpath=..')
      await expect(panel).toBeVisible()
      const triggerBox = await trigger.boundingBox()
      const panelBox = await panel.boundingBox()
      if (!triggerBox || !panelBox) throw new Error(`${group}: not rendered`)
      const where = `${group} at ${width} px`
      // Under its trigger: the panel starts at the trigger's left edge, or, where that would
      // pass the window's edge, still spans the whole trigger.
      const fitsAtTrigger = triggerBox.x + panelBox.width <= width - 16
      if (fitsAtTrigger) expect.soft(Math.abs(panelBox.x - triggerBox.x), where).toBeLessThan(1)
      else {
        expect.soft(panelBox.x, where).toBeLessThanOrEqual(triggerBox.x)
        expect
          .soft(panelBox.x + panelBox.width, where)
          .toBeGreaterThanOrEqual(triggerBox.x + triggerBox.width)
      }
      expect.soft(panelBox.x, where).toBeGreaterThanOrEqual(0)
      expect.soft(panelBox.x + panelBox.width, where).toBeLessThanOrEqual(width)
      expect.soft(panelBox.y, where).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    }
  }
  watcher.expectNoErrors()
})
