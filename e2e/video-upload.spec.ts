import { randomUUID } from 'node:crypto'
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page, type Request } from '@playwright/test'
import { sizeMessages } from '../supabase/functions/_shared/domain/video-upload.ts'
import { DEMO_SERVICE_ROLE_KEY } from '../supabase/local/src/keys/keys.ts'
import { openAdminNav, signInAsAdmin, STACK_URL, stackRequest, watchPage } from './support'

const MB = 1024 * 1024
const FUNCTION = '**/functions/v1/upload-video-chunk*'
let dir: string

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'e2e-video-'))
})
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A file on disk (stable name, size and date, as a real pick), 5 MB: three chunks. */
async function videoOnDisk(name: string, bytes = 5 * MB): Promise<string> {
  const file = path.join(dir, name)
  const content = Buffer.alloc(bytes)
  for (let i = 0; i < bytes; i += 4096) content.writeUInt32LE((i * 2654435761) >>> 0, i)
  // It starts as an MP4 does (an ftyp box): the upload checks the first chunk's container.
  content.write('ftypmp42', 4, 'latin1')
  await writeFile(file, content)
  return file
}

async function openVideos(page: Page) {
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Videos' }).click()
  await page.waitForURL('**/admin-portal/videos')
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
}

/** The library's entries: table rows from 768 px, cards on a phone (whichever is shown). */
const videoEntries = (page: Page) =>
  page.getByRole('row').or(page.getByRole('list', { name: 'Videos' }).getByRole('listitem'))

/** A chunk (multipart), as opposed to the size check (JSON) the same function answers. */
const isChunk = (request: Request) =>
  request.method() === 'POST' &&
  request.url().includes('/functions/v1/upload-video-chunk') &&
  (request.headers()['content-type'] ?? '').startsWith('multipart/form-data')

const FITS = "This 5.0 MB video is within the project's upload limit. Ready to upload."

test('drop zone, type and size checks, the limit check, an upload with progress, Upload Another', async ({
  page,
}, info) => {
  const watch = await watchPage(page)
  await openVideos(page)
  const zone = page.getByTestId('drop-zone')
  await expect(zone.getByText('Drag and drop a video here')).toBeVisible()
  await expect(
    zone.getByText('Accepted formats: MP4, WebM, AVI, MOV. Up to 500MB.', { exact: false }),
  ).toBeVisible()
  const picker = page.getByLabel('Video file')

  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  })
  await expect(page.getByText('Please select a video file')).toBeVisible()

  // A sparse 501 MB file: the browser reads only its size.
  const huge = path.join(dir, 'huge.mp4')
  const handle = await open(huge, 'w')
  await handle.truncate(501 * MB)
  await handle.close()
  await picker.setInputFiles(huge)
  await expect(page.getByText('File size must be less than 500MB')).toBeVisible()

  // Dropped on the zone: checked against the project's limit, nothing sent until asked.
  const dropped = await page.evaluateHandle(() => {
    const data = new DataTransfer()
    data.items.add(
      new File([new Uint8Array(5 * 1024 * 1024)], 'dropped.mp4', { type: 'video/mp4' }),
    )
    return data
  })
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped })
  await expect(zone.getByText('Drop the video to check it')).toBeVisible()
  await zone.dispatchEvent('drop', { dataTransfer: dropped })
  await expect(page.getByText('dropped.mp4')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: FITS })).toBeVisible()
  await page.getByRole('button', { name: 'Choose another file' }).click()

  // Hold the second chunk until the progress of the first has been seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let chunks = 0
  await page.route(FUNCTION, async (route) => {
    if (isChunk(route.request()) && ++chunks === 2) await held
    await route.continue()
  })
  const name = `${info.project.name}-clip.mp4`
  await page.getByLabel('Video file').setInputFiles(await videoOnDisk(name))
  await expect(page.getByText(FITS)).toBeVisible()
  expect(chunks).toBe(0)
  await page.getByRole('button', { name: 'Upload video' }).click()
  await expect(page.getByTestId('upload-percent')).toHaveText('40%', { timeout: 20_000 })
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  )
  await expect(page.getByText('2.0 MB of 5.0 MB')).toBeVisible()
  release()

  await expect(page.getByText('Video uploaded successfully!').first()).toBeVisible({
    timeout: 30_000,
  })
  const url = page.getByLabel('Video URL (valid for 7 days)')
  await expect(url).toHaveValue(
    /\/storage\/v1\/object\/sign\/videos\/library\/\d+-.+-clip\.mp4\?token=/,
  )
  const downloaded = await page.request.get(await url.inputValue())
  expect(downloaded.status()).toBe(200)
  expect((await downloaded.body()).length).toBe(5 * MB)
  await expect(videoEntries(page).filter({ hasText: name })).toBeVisible()

  await page.getByRole('button', { name: 'Upload Another' }).click()
  await expect(page.getByLabel('Video file')).toBeAttached()
  watch.expectNoErrors()
})

test('a file the project limit refuses is refused in words before any chunk', async ({ page }) => {
  const watch = await watchPage(page)
  await openVideos(page)
  // The size check's answer on a Free-plan project (the refusal itself is covered against
  // the stack in tests/video-upload.test.ts); chunks would fail the test.
  const message = sizeMessages.overProject(120 * MB)
  let chunks = 0
  await page.route(FUNCTION, async (route) => {
    if (isChunk(route.request())) chunks++
    await route.fulfill({ json: { allowed: false, message } })
  })
  await page.getByLabel('Video file').setInputFiles(await videoOnDisk('refused.mp4', MB))
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload video' })).toHaveCount(0)
  expect(chunks).toBe(0)
  await page.getByRole('button', { name: 'Choose another file' }).click()
  await expect(page.getByTestId('drop-zone')).toBeVisible()
  watch.expectNoErrors()
})

test('a chunk the server refuses ends in the error state, with Try again', async ({ page }) => {
  const watch = await watchPage(page)
  await openVideos(page)
  await page.route(FUNCTION, async (route) => {
    if (!isChunk(route.request())) return route.continue()
    await route.fulfill({ status: 409, json: { error: 'Chunk 0 comes next, not chunk 1' } })
  })
  await page.getByLabel('Video file').setInputFiles(await videoOnDisk('error.mp4', MB))
  await page.getByRole('button', { name: 'Upload video' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Upload failed. Please try again. Chunk 0 comes next, not chunk 1' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  // The 409 is the page's own console error; nothing else may fail.
  expect(watch.errors.filter((error) => !error.includes('409'))).toEqual([])
})

test('a reload mid-upload resumes from the chunks the server holds', async ({ page }, info) => {
  const watch = await watchPage(page)
  await openVideos(page)
  const file = await videoOnDisk(`${info.project.name}-resume.mp4`)

  // The first chunk arrives; the tab is reloaded while the second is on its way.
  let chunks = 0
  let second: () => void = () => {}
  const secondSent = new Promise<void>((resolve) => (second = resolve))
  await page.route(FUNCTION, async (route) => {
    if (isChunk(route.request()) && ++chunks === 2) {
      second()
      return // never answered: the reload drops it
    }
    await route.continue()
  })
  await page.getByLabel('Video file').setInputFiles(file)
  await page.getByRole('button', { name: 'Upload video' }).click()
  await secondSent
  await page.unroute(FUNCTION)
  await page.reload()

  const sent: Request[] = []
  page.on('request', (request) => {
    if (isChunk(request)) sent.push(request)
  })
  await page.getByLabel('Video file').setInputFiles(file)
  await expect(page.getByText('1 of its chunks are already on the server')).toBeVisible()
  await page.getByRole('button', { name: 'Upload video' }).click()
  await expect(page.getByText('Video uploaded successfully!').first()).toBeVisible({
    timeout: 30_000,
  })
  expect(sent).toHaveLength(2) // chunks 1 and 2; chunk 0 was not sent again
  watch.expectNoErrors()
})

/** A small video in the library, stored as upload-video-chunk stores it (service role). */
async function storeVideo(name: string) {
  const response = await fetch(`${STACK_URL}/storage/v1/object/videos/library/${name}`, {
    method: 'POST',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'video/mp4',
    },
    body: new Uint8Array(1024),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

test('videos: search by any part of the name, with the total, in the address', async ({
  page,
}, info) => {
  const tag = `find${info.project.name}${randomUUID().slice(0, 6)}`
  for (const [i, part] of ['alpha', 'beta', 'gamma'].entries())
    await storeVideo(`${Date.now() + i}-${tag}-${part}.mp4`)
  const watch = await watchPage(page)
  await openVideos(page)
  const rows = videoEntries(page).filter({ hasText: tag })

  // The timestamp the name starts with need not be typed: any part of the name is found.
  await page.getByLabel('Search videos').fill(tag)
  await expect(page).toHaveURL(new RegExp(`q=${tag}`))
  await expect(rows).toHaveCount(3)
  await expect(page.getByText('3 matching')).toBeVisible()
  await expect(rows.first()).toContainText(`${tag}-gamma.mp4`)

  await page.getByLabel('Search videos').fill(`${tag.toUpperCase()}-BETA`)
  await expect(rows).toHaveCount(1)
  await expect(page.getByText('1 matching')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Search videos')).toHaveValue(`${tag.toUpperCase()}-BETA`)
  await expect(rows).toHaveCount(1)

  await page.getByLabel('Search videos').fill(`${tag}-none`)
  await expect(page.getByText(`No videos match “${tag}-none”.`)).toBeVisible()
  watch.expectNoErrors()
})

/** Closes the toasts on screen, which may lie over a card's buttons on a phone, as a user would. */
async function closeToasts(page: Page) {
  const shown = page.locator('[data-sonner-toast][data-removed="false"]')
  for (let left = await shown.count(); left > 0; left = await shown.count())
    await shown.first().getByRole('button', { name: 'Close toast' }).click()
}

test('a library video: a fresh 7-day link to copy, then deleted after a confirmation', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const name = `${Date.now()}-act${info.project.name}${randomUUID().slice(0, 6)}.mp4`
  await storeVideo(name)
  const watch = await watchPage(page)
  await openVideos(page)
  await page.getByLabel('Search videos').fill(name)
  const entry = videoEntries(page).filter({ hasText: name })
  await expect(entry).toHaveCount(1)
  // On a phone the card shows the name, size and actions within the screen.
  const width = page.viewportSize()?.width ?? 0
  const box = await entry.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)

  await closeToasts(page)
  await entry.getByRole('button', { name: `Copy link: a new one to ${name}` }).click()
  await expect(
    page.getByText('A new link was copied to the clipboard. It works for 7 days.'),
  ).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/storage\/v1\/object\/sign\/videos\/library\/.+\?token=/)
  expect((await page.request.get(link)).status()).toBe(200)
  await closeToasts(page)

  await entry.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' })
  await expect(confirm).toContainText(`“${name}” will be deleted`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(entry).toHaveCount(1)
  await entry.getByRole('button', { name: `Delete ${name}` }).click()
  await confirm.getByRole('button', { name: 'Delete video' }).click()
  await expect(page.getByText('Video deleted')).toBeVisible()
  await expect(entry).toHaveCount(0)
  expect((await page.request.get(link)).status()).not.toBe(200)
  watch.expectNoErrors()
})

test('a library video is renamed in a dialog: checked as typed, a taken name refused, its details kept', async ({
  page,
}, info) => {
  const tag = `ren${info.project.name}${randomUUID().slice(0, 6)}`
  const name = `${Date.now()}-${tag}-first.mp4`
  const other = `${Date.now()}-${tag}-other.mp4`
  await storeVideo(name)
  await storeVideo(other)
  const details = await stackRequest('service', '/rest/v1/video_details', {
    method: 'POST',
    body: { name, duration_seconds: 65 },
  })
  expect(details.status, await details.clone().text()).toBe(201)
  const watch = await watchPage(page)
  await openVideos(page)
  await page.getByLabel('Search videos').fill(tag)
  const entry = videoEntries(page).filter({ hasText: name })
  await expect(entry).toContainText('1:05')
  await closeToasts(page)

  await entry.getByRole('button', { name: `Rename ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Rename this video' })
  const field = dialog.getByLabel('New name')
  await expect(field).toHaveValue(name)
  const submit = dialog.getByRole('button', { name: 'Rename video' })
  const checks: [string, string][] = [
    ['  ', 'Enter a new name for the video'],
    [name, 'That is already the name of this video'],
    [
      'my first.mp4',
      'Use only letters, digits, dots, dashes and underscores, ending in .mp4, .m4v, .webm, .mov or .avi',
    ],
    [`${tag}.webm`, "Keep the .mp4 ending: renaming does not change the video's type"],
  ]
  for (const [typed, message] of checks) {
    await field.fill(typed)
    await submit.click()
    await expect(dialog.getByText(message)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  }

  // A name another video has: storage refuses it, the dialog keeps what was typed.
  await field.fill(other)
  await submit.click()
  const taken = `A video named “${other}” already exists. Choose another name.`
  await expect(dialog.getByText(taken)).toBeVisible()
  await expect(field).toHaveValue(other)

  const renamed = `${tag}-launch_v2.mp4`
  await field.fill(renamed)
  await submit.click()
  await expect(page.getByText('Video renamed')).toBeVisible()
  await expect(dialog).toBeHidden()
  const moved = videoEntries(page).filter({ hasText: renamed })
  await expect(moved).toHaveCount(1)
  await expect(moved).toContainText('1:05')
  await expect(entry).toHaveCount(0)
  await expect(videoEntries(page).filter({ hasText: other })).toHaveCount(1)
  // The only console error is the browser's own line for storage's refusal of the taken name.
  expect(watch.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  expect(watch.errors).toHaveLength(1)
})
