// npm run illustrations: draws each illustration of src/content/illustrations.ts from its SVG in
// illustrations/ into public/ as WebP at every width it is served at, with Debian's
// Chromium drawing the SVG as an <img> would. Run it after editing an SVG and commit the bitmaps.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { illustrations, rasterFileOf } from '../src/content/illustrations.ts'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from './lib/find-chromium.ts'

/** WebP quality: small text stays legible at a phone's 2x; the hero's 2400 px file is ~90 KB. */
const QUALITY = 0.8

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const DRAW = `async ({ svg, width, quality }) => {
  const image = new Image()
  image.src = 'data:image/svg+xml;base64,' + svg
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth)
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality))
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}`

const executablePath = chromiumExecutable()
if (!executablePath) throw new Error("No Chromium found: install Debian's chromium")
const browser = await chromium.launch({ executablePath, args: QUIET_CHROMIUM_FLAGS })
try {
  const page = await browser.newPage()
  for (const illustration of Object.values(illustrations)) {
    const svg = readFileSync(join('illustrations', `${illustration.name}.svg`)).toString('base64')
    for (const width of illustration.widths) {
      const webp = await page.evaluate(
        `(${DRAW})(${JSON.stringify({ svg, width, quality: QUALITY })})`,
      )
      const file = join('public', rasterFileOf(illustration, width))
      writeFileSync(file, Buffer.from(String(webp), 'base64'))
      console.log(`${file}: ${width} px wide, ${Math.round(readFileSync(file).length / 1024)} KB`)
    }
  }
} finally {
  await browser.close()
}
