import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, watchPage } from './support'
import { fakeYouTubeApi } from './youtube-stub'

async function openWorkshop(page: Page) {
  const watch = await watchPage(page)
  // Registered after watchPage's catch-all, so it takes precedence for the API script.
  await page.route('https://www.youtube.com/iframe_api**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeApi(2700) }),
  )
  await gotoHydrated(page, '/workshop')
  return watch
}

test('a visitor registers, watches, gets the offer at 45 minutes, and skips the form next time', async ({
  page,
}, testInfo) => {
  const watch = await openWorkshop(page)
  const overlay = page.getByRole('dialog', { name: /Register to watch/ })
  await expect(overlay).toBeVisible()
  await expect(page.locator('footer')).toHaveCount(0)

  await overlay.getByLabel('Name').fill('   ')
  await overlay.getByLabel('Email').fill('visitor@example.com')
  await overlay.getByRole('button', { name: 'Watch the Training' }).click()
  await expect(page.getByText('Please fill in all fields')).toBeVisible()
  await expect(overlay).toBeVisible()

  await overlay.getByLabel('Name').fill('Ada Lovelace')
  await overlay.getByLabel('Email').fill(`ada-${testInfo.project.name}@example.com`)
  await overlay.getByRole('button', { name: 'Watch the Training' }).click()
  await expect(page.getByText('Success!')).toBeVisible()
  await expect(page.getByText('Thank you for registering. Enjoy the video!')).toBeVisible()
  await expect(overlay).toHaveCount(0)
  await expect(page.locator('#workshop-youtube-player iframe')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: '10,000 leads for $1,000' })).toBeVisible()
  await expect(page.getByText('$5,000+')).toBeVisible()
  await expect(page.getByText(/^Because you watched the training:/)).toBeVisible()

  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.locator('#workshop-youtube-player iframe')).toHaveCount(1)
  await expect(page.getByRole('dialog', { name: /Register to watch/ })).toHaveCount(0)
  watch.expectNoErrors()
})

test('a failed registration says so and keeps what was typed', async ({ page }) => {
  const watch = await openWorkshop(page)
  await page.route('**/functions/v1/register-webinar', (route) =>
    route.fulfill({ status: 500, json: { error: 'down' } }),
  )
  const overlay = page.getByRole('dialog', { name: /Register to watch/ })
  await overlay.getByLabel('Name').fill('Alan Turing')
  await overlay.getByLabel('Email').fill('alan@example.com')
  await overlay.getByRole('button', { name: 'Watch the Training' }).click()
  await expect(page.getByText('Failed to register. Please try again.')).toBeVisible()
  await expect(overlay.getByLabel('Name')).toHaveValue('Alan Turing')
  await expect(overlay.getByLabel('Email')).toHaveValue('alan@example.com')
  // The stubbed 500 is reported by the browser as a failed resource load.
  expect(watch.errors.filter((e) => !e.includes('500'))).toEqual([])
})
