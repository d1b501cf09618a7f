import { expect, test, type Page, type Route } from '@playwright/test'
import { watchPage } from './support'
import { fakeYouTubeApi } from './youtube-stub'

/**
 * Holds the page's scripts so the visitor types into the prerendered HTML before React takes
 * over; the returned function lets them load and waits until the page has hydrated.
 */
async function openBeforeHydration(page: Page, path: string) {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released) await route.continue()
    else held.push(route)
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    released = true
    await Promise.all(held.splice(0).map((route) => route.continue()))
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  }
}

test('/workshop keeps a name typed before the page hydrated', async ({ page }, testInfo) => {
  const watch = await watchPage(page)
  await page.route('https://www.youtube.com/iframe_api**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeApi(2700) }),
  )
  const hydrate = await openBeforeHydration(page, '/workshop')
  const overlay = page.getByRole('dialog', { name: /Register to watch/ })
  await overlay.getByLabel('Name').fill('Grace Hopper')
  await hydrate()

  // Typing the email re-renders the form: the name must still be there, and it registers.
  await overlay.getByLabel('Email').fill(`grace-${testInfo.project.name}@example.com`)
  await expect(overlay.getByLabel('Name')).toHaveValue('Grace Hopper')
  await overlay.getByRole('button', { name: 'Watch the Training' }).click()
  await expect(page.getByText('Thank you for registering. Enjoy the video!')).toBeVisible()
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0)
  watch.expectNoErrors()
})

test('/credit-topup keeps a lead count typed before the page hydrated', async ({ page }) => {
  const watch = await watchPage(page)
  const hydrate = await openBeforeHydration(page, '/credit-topup')
  const field = page.getByRole('spinbutton', { name: 'Number of leads' })
  await field.fill('20000')
  await hydrate()

  await expect(page.getByTestId('topup-total')).toContainText('$2,000.00')
  // The tier table, an island of its own, follows the count typed into the form's.
  await expect(page.locator('tr[aria-current="true"]')).toContainText('10,000–24,999')
  await field.blur()
  await expect(field).toHaveValue('20000')
  watch.expectNoErrors()
})

test('/contact keeps every field typed before the page hydrated', async ({ page }) => {
  const watch = await watchPage(page)
  const hydrate = await openBeforeHydration(page, '/contact')
  await page.getByLabel('Name').fill('Katherine Johnson')
  await page.getByLabel('Subject').fill('Orbits')
  await hydrate()

  await page.getByLabel('Email').fill('katherine@example.com')
  await page.getByLabel('Message').fill('Checking the numbers by hand.')
  await expect(page.getByLabel('Name')).toHaveValue('Katherine Johnson')
  await expect(page.getByLabel('Subject')).toHaveValue('Orbits')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.waitForURL('**/thank-you')
  watch.expectNoErrors()
})
