import { expect, test } from '@playwright/test'
import { expectExternalLinksOpenNewTabs, isolate } from './identity-pages'
import { gotoHydrated } from './support'
import { fakeYouTubeApi } from './youtube-stub'

test('the GMB demo: ranking open by default, static pager, demo toast', async ({ page }) => {
  await isolate(page)
  await gotoHydrated(page, '/gmb-tank-tracking')

  const ranking = page.getByRole('button', { name: 'Business Ranking' })
  await expect(ranking).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('row', { name: /Pixel Vault Games/ })).toBeVisible()
  await ranking.click()
  await expect(page.getByRole('table')).toHaveCount(0)

  await page.getByRole('button', { name: 'Page 3' }).click()
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Page 3 of 5')).toBeVisible()

  await page.getByRole('button', { name: 'Schedule a Demo' }).first().click()
  await expect(page.getByText('Demo Requested')).toBeVisible()
  await expect(
    page.getByText('A team member will contact you shortly to schedule your demo.'),
  ).toBeVisible()
})

test('the GMB ranking table scrolls sideways from the keyboard where it is wider than the screen', async ({
  page,
}) => {
  await isolate(page)
  await gotoHydrated(page, '/gmb-tank-tracking')
  const scroller = page.getByRole('region', { name: 'Business ranking table' })
  const overflows = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)
  // Its 36rem minimum is wider than a phone.
  if ((page.viewportSize()?.width ?? 0) < 576) expect(overflows).toBe(true)
  await page.getByRole('button', { name: 'Business Ranking' }).focus()
  await page.keyboard.press('Tab')
  await expect(scroller).toBeFocused()
  if (!overflows) return
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
})

test('the demo page grants access when the player is ready, then shows the offer at 45 minutes', async ({
  page,
}) => {
  const errors = await isolate(page, fakeYouTubeApi())
  await page.goto('/demo')

  const granted = page.getByText('Demo Access Granted!')
  const offer = page.getByRole('heading', { name: '10,000 leads for $1,000' })
  await expect(granted).toBeVisible()
  await expect(offer).toHaveCount(0)

  await expect(offer).toBeVisible()
  await expect(granted).toHaveCount(0)
  const claim = page.getByRole('link', { name: 'Claim the Bundle' })
  await expect(claim).toHaveAttribute('target', '_blank')
  await expect(claim).toHaveAttribute('rel', 'noopener noreferrer')

  await expect(page.locator('#demo-youtube-player iframe')).toHaveCount(1)
  const options = await page.evaluate(() => Reflect.get(window, '__playerOptions'))
  expect(options).toEqual({
    width: 854,
    height: 480,
    playerVars: { controls: 1, rel: 0, fs: 0, disablekb: 1, autoplay: 0 },
  })
  await expectExternalLinksOpenNewTabs(page)
  expect(errors).toEqual([])
})

test('the demo page still reads well when the video API never loads', async ({ page }) => {
  const errors = await isolate(page)
  await page.goto('/demo', { waitUntil: 'networkidle' })
  await expect(page.getByText('Loading the demo video…')).toBeVisible()
  await expect(page.getByText('Demo Access Granted!')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Our Platform is used by' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the platform tour plays the video without autoplay and scrolls to its features', async ({
  page,
}) => {
  await isolate(page, fakeYouTubeApi())
  await gotoHydrated(page, '/platform-tour')
  await expect(page.locator('#tour-youtube-player iframe')).toHaveCount(1)
  const options = await page.evaluate(() => Reflect.get(window, '__playerOptions'))
  expect(options).toMatchObject({
    playerVars: { controls: 1, rel: 0, fs: 0, disablekb: 1, autoplay: 0 },
  })
  const customers = page.getByRole('region', { name: 'Our Platform is used by' })
  await expect(customers.getByRole('img')).toHaveCount(4)
  await expect(customers.getByRole('img', { name: /Relaytide CRM/ })).toBeVisible()

  await page.getByRole('link', { name: 'What the tour covers' }).click()
  await expect(page).toHaveURL(/#tour-features$/)
  await expect(
    page.getByRole('heading', { name: 'One platform instead of six tools' }),
  ).toBeInViewport()
})

test('the platform tour says the video could not load when YouTube is out of reach', async ({
  page,
}) => {
  const errors = await isolate(page)
  await page.route('https://www.youtube.com/iframe_api', (route) => route.abort())
  await gotoHydrated(page, '/platform-tour')
  await expect(
    page.getByText('The video could not load. Check your connection and refresh the page.'),
  ).toBeVisible()
  await expect(page.getByText('Loading the platform tour…')).toBeHidden()
  expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([])
})
