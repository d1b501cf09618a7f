import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { illustrations, rasterFileOf, rasterImage } from './illustrations'

/** A WebP's size in pixels, from its VP8X (extended) or VP8 (lossy) header. */
function webpSize(file: Buffer) {
  expect(file.toString('ascii', 0, 4)).toBe('RIFF')
  expect(file.toString('ascii', 8, 12)).toBe('WEBP')
  const chunk = file.toString('ascii', 12, 16)
  if (chunk === 'VP8X')
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
  throw new Error(`unexpected WebP chunk ${chunk}`)
}

describe('raster illustrations', () => {
  it.each(Object.values(illustrations))(
    'public/ has $name at every width, sized as its SVG',
    (illustration) => {
      const svg = readFileSync(join('illustrations', `${illustration.name}.svg`), 'utf8')
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)
      if (!viewBox) throw new Error(`${illustration.name}.svg has no viewBox`)
      const [svgWidth, svgHeight] = [Number(viewBox[1]), Number(viewBox[2])]
      expect([illustration.width, illustration.height]).toEqual([svgWidth, svgHeight])
      for (const width of illustration.widths) {
        const size = webpSize(readFileSync(join('public', rasterFileOf(illustration, width))))
        expect(size).toEqual({ width, height: Math.round((width * svgHeight) / svgWidth) })
      }
    },
  )

  it('gives the size, the smallest width as src and every width in the srcset', () => {
    expect(rasterImage(illustrations.heroDashboard)).toEqual({
      width: 1200,
      height: 750,
      src: '/home/hero-dashboard-800w.webp',
      srcSet:
        '/home/hero-dashboard-800w.webp 800w, /home/hero-dashboard-1200w.webp 1200w, /home/hero-dashboard-1600w.webp 1600w, /home/hero-dashboard-2400w.webp 2400w',
    })
  })
})
