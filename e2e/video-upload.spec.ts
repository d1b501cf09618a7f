import { mkdtemp, open, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page, type Request } from '@playwright/test'
import { openAdminNav, signInAsAdmin, watchPage } from './support'

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

const isChunk = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/functions/v1/upload-video-chunk')

test('type and size checks, an upload with progress to completion, Upload Another', async ({
  page,
}, info) => {
  const watch = await watchPage(page)
  await openVideos(page)
  const picker = page.getByLabel('Video file')
  await expect(
    page.getByText('Accepted formats: MP4, WebM, AVI, MOV', { exact: false }),
  ).toBeVisible()

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

  // Hold the second chunk until the progress of the first has been seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let chunks = 0
  await page.route(FUNCTION, async (route) => {
    if (isChunk(route.request()) && ++chunks === 2) await held
    await route.continue()
  })
  const name = `${info.project.name}-clip.mp4`
  await picker.setInputFiles(await videoOnDisk(name))
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
  await expect(page.getByRole('cell', { name: new RegExp(name.replace('.', '\\.')) })).toBeVisible()

  await page.getByRole('button', { name: 'Upload Another' }).click()
  await expect(page.getByLabel('Video file')).toBeVisible()
  watch.expectNoErrors()
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
  await secondSent
  await page.unroute(FUNCTION)
  await page.reload()

  const sent: Request[] = []
  page.on('request', (request) => {
    if (isChunk(request)) sent.push(request)
  })
  await page.getByLabel('Video file').setInputFiles(file)
  await expect(page.getByText('Video uploaded successfully!').first()).toBeVisible({
    timeout: 30_000,
  })
  expect(sent).toHaveLength(2) // chunks 1 and 2; chunk 0 was not sent again
  watch.expectNoErrors()
})
