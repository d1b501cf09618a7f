// Illustrations drawn as SVG in illustrations/ and served as WebP: an SVG image with text is laid
// out and painted on the main thread (hero-dashboard.svg: 40-120 ms of layout and 30-60 ms of
// paint at 4x CPU throttling, issue 32), a bitmap is decoded off it. `npm run illustrations`
// writes each width into public/ from the SVG; the SVG stays the one to edit.

export type RasterIllustration = {
  /** The drawing, under illustrations/. */
  source: string
  /** Where the bitmaps go under public/, without the width suffix. */
  path: string
  /** Widths in pixels: a phone's 2x, a desktop's 1x and 2x, and one between. */
  widths: readonly number[]
}

export const heroDashboard: RasterIllustration = {
  source: 'hero-dashboard.svg',
  path: '/home/hero-dashboard',
  widths: [800, 1200, 1600, 2400],
}

export const rasterIllustrations = [heroDashboard]

export const rasterFileOf = (illustration: RasterIllustration, width: number) =>
  `${illustration.path}-${width}w.webp`

export const srcSetOf = (illustration: RasterIllustration) =>
  illustration.widths.map((width) => `${rasterFileOf(illustration, width)} ${width}w`).join(', ')
