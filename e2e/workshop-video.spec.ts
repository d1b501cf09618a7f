import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, openAdminNav, signInAsAdmin, watchPage } from './support'

/**
 * A small real WebM: Chromium records two seconds of an animated canvas (MediaRecorder), so
 * the browser can decode it, read its duration and draw its poster frame.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 90
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
    const parts: Blob[] = []
    recorder.ondataavailable = (event) => parts.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    let frame = 0
    const draw = () => {
      context.fillStyle = `hsl(${(frame * 7) % 360} 80% 50%)`
      context.fillRect(0, 0, 160, 90)
      frame++
    }
    draw()
    recorder.start()
    const timer = setInterval(draw, 40)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    recorder.stop()
    await stopped
    clearInterval(timer)
    return Array.from(new Uint8Array(await new Blob(parts).arrayBuffer()))
  })
  return Buffer.from(bytes)
}

test('the workshop plays the chosen upload only for a personal link, never for the old flag', async ({
  page,
  browser,
}, info) => {
  // An upload, an admin list, a second browser and a registration: more than the default 30 s.
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Videos' }).click()
  await page.waitForURL('**/admin-portal/videos')
  const name = `${info.project.name}-workshop.webm`
  await page.getByLabel('Video file').setInputFiles({
    name,
    mimeType: 'video/webm',
    buffer: await recordWebm(page),
  })
  await page.getByRole('button', { name: 'Upload video' }).click()
  await expect(page.getByText('Video uploaded successfully!').first()).toBeVisible({
    timeout: 30_000,
  })
  // The list shows what the browser read at upload: the poster frame and the duration.
  const entry = page
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Videos' }).getByRole('listitem'))
    .filter({ hasText: name })
  await expect(
    entry.getByRole('img', { name: /^Poster frame of \d+-.+-workshop\.webm$/ }),
  ).toBeVisible()
  await expect(entry.getByText(/0:0[23]/)).toBeVisible()
  await entry.getByRole('button', { name: /^Use as workshop video: / }).click()
  await expect(page.getByText('The workshop now plays this video.')).toBeVisible()
  await expect(entry.getByText('Workshop video')).toBeVisible()

  // A fresh browser with only the old flag: the overlay, and no player.
  const stranger = await browser.newContext({ viewport: page.viewportSize() })
  await stranger.addInitScript(() =>
    window.localStorage.setItem(
      'workshopRegistration',
      JSON.stringify({
        webinarTitle: 'Identity Resolution Workshop',
        at: new Date().toISOString(),
      }),
    ),
  )
  const flagged = await stranger.newPage()
  await watchPage(flagged)
  await gotoHydrated(flagged, '/workshop')
  await expect(flagged.getByRole('dialog', { name: /Register to watch/ })).toBeVisible()
  await expect(flagged.getByText('Register to unlock the training')).toBeVisible()
  await expect(flagged.locator('video')).toHaveCount(0)
  await expect(flagged.locator('#workshop-youtube-player')).toHaveCount(0)

  // Registering hands this browser its personal link: it plays the uploaded video.
  const overlay = flagged.getByRole('dialog', { name: /Register to watch/ })
  await overlay.getByLabel('Name').fill('Grace Hopper')
  await overlay.getByLabel('Email').fill(`grace-${info.project.name}-${Date.now()}@example.com`)
  await overlay.getByRole('button', { name: 'Watch the Training' }).click()
  await expect(flagged.getByText('Thank you for registering. Enjoy the video!')).toBeVisible()
  const video = flagged.getByLabel('Training video')
  await expect(video).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/sign\/videos\/library\/.+-workshop\.webm\?token=/,
  )
  await expect(video).toHaveAttribute('poster', /^data:image\/jpeg;base64,/)
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true
    void element.play()
  })
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0)
  // The link is what unlocks it: after a reload it plays again, with no form.
  await flagged.reload()
  await flagged.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(flagged.getByLabel('Training video')).toBeVisible()
  await expect(flagged.getByRole('dialog', { name: /Register to watch/ })).toHaveCount(0)
  await stranger.close()

  watch.expectNoErrors()
})
