// npm run illustrations: draws each illustration of src/content/illustrations.ts from its SVG in
// illustrations/ into public/ as WebP at every width it is served at, and each seeded blog
// post's cover (public/blog/*.svg) as a 1200 x 630 JPEG beside it: the share image Facebook, X
// and LinkedIn render (none of them renders SVG; all render JPEG, not all WebP; the covers'
// gradients make a PNG ten times larger). Debian's Chromium draws the SVG as an <img> would. Run it after editing an SVG and commit the bitmaps.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { illustrations, rasterFileOf } from '../src/content/illustrations.ts'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from './lib/find-chromium.ts'

/** WebP quality: small text stays legible at a phone's 2x; the hero's 2400 px file is ~90 KB. */
const QUALITY = 0.8
/**
 * The blog covers' share image: Open Graph's recommended 1200 x 630 (set, since an SVG with only
 * a viewBox has a rounded natural size), JPEG quality 0.88.
 */
const BLOG_COVER_WIDTH = 1200
const BLOG_COVER_HEIGHT = 630
const BLOG_COVER_QUALITY = 0.88

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const DRAW = `async ({ svg, width, height, quality, type }) => {
  const image = new Image()
  image.src = 'data:image/svg+xml;base64,' + svg
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height ?? Math.round((width * image.naturalHeight) / image.naturalWidth)
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, type, quality))
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
        `(${DRAW})(${JSON.stringify({ svg, width, quality: QUALITY, type: 'image/webp' })})`,
      )
      const file = join('public', rasterFileOf(illustration, width))
      writeFileSync(file, Buffer.from(String(webp), 'base64'))
      console.log(`${file}: ${width} px wide, ${Math.round(readFileSync(file).length / 1024)} KB`)
    }
  }
  // The blog covers: one JPEG each, at the 1200 x 630 the share cards use.
  for (const file of readdirSync(join('public', 'blog')).filter((name) => name.endsWith('.svg'))) {
    const svg = readFileSync(join('public', 'blog', file)).toString('base64')
    const options = {
      svg,
      width: BLOG_COVER_WIDTH,
      height: BLOG_COVER_HEIGHT,
      quality: BLOG_COVER_QUALITY,
      type: 'image/jpeg',
    }
    const jpeg = await page.evaluate(`(${DRAW})(${JSON.stringify(options)})`)
    const target = join('public', 'blog', file.replace(/\.svg$/, '.jpg'))
    writeFileSync(target, Buffer.from(String(jpeg), 'base64'))
    console.log(`${target}: ${Math.round(readFileSync(target).length / 1024)} KB`)
  }
} finally {
  await browser.close()
}
