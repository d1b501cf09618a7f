// Illustrations drawn as SVG in illustrations/ and served as WebP. An SVG image is a document of
// its own, styled, laid out and painted on the main thread with its text (hero-dashboard.svg:
// 40-120 ms of layout and 30-60 ms of paint at 4x CPU throttling, a 160 px logo 8-16 ms of
// paint); a bitmap is decoded off it. `npm run illustrations` draws every width into
// public/ from the SVG, which stays the one to edit.

export type RasterIllustration = {
  /** illustrations/<name>.svg, served as public/<name>-<width>w.webp */
  name: string
  /** The widths drawn, in pixels: from what a 1x screen shows to a 2x phone or desktop. */
  widths: readonly number[]
  /** The SVG's viewBox size: the <img>'s width and height, so its space is kept before it loads. */
  width: number
  height: number
}

/** Service pages show an illustration at most 576 px wide (max-w-xl): 1x, and a 2x phone or desktop. */
const SERVICE_WIDTHS = [720, 1200]
/** The `sizes` of such an image (`w-full max-w-xl`): 36 rem, or on a phone the container's width. */
export const SERVICE_IMAGE_SIZES = '(min-width: 640px) 576px, calc(100vw - 32px)'
/** Logos are shown 128-144 px wide (h-8, md:h-9 at 4:1). */
const LOGO_WIDTHS = [160, 320]

const illustration = (
  name: string,
  widths: readonly number[],
  [width, height]: [number, number],
): RasterIllustration => ({ name, widths, width, height })

export const illustrations = {
  heroDashboard: illustration('home/hero-dashboard', [800, 1200, 1600, 2400], [1200, 750]),
  visitorChart: illustration('home/visitor-chart', [720, 1280], [640, 400]),
  automationWorkflow: illustration('home/automation-workflow', SERVICE_WIDTHS, [560, 520]),
  aiAgent: illustration('marketing/ai-agent', SERVICE_WIDTHS, [560, 440]),
  attribution: illustration('marketing/attribution', SERVICE_WIDTHS, [560, 400]),
  content: illustration('marketing/content', SERVICE_WIDTHS, [560, 440]),
  dashboards: illustration('marketing/dashboards', SERVICE_WIDTHS, [560, 440]),
  email: illustration('marketing/email', SERVICE_WIDTHS, [560, 440]),
  paidSocial: illustration('marketing/paid-social', SERVICE_WIDTHS, [560, 440]),
  seo: illustration('marketing/seo', SERVICE_WIDTHS, [560, 440]),
  voiceAi: illustration('marketing/voice-ai', SERVICE_WIDTHS, [560, 400]),
  brightloop: illustration('logos/brightloop', LOGO_WIDTHS, [160, 40]),
  leadquarry: illustration('logos/leadquarry', LOGO_WIDTHS, [160, 40]),
  rankharbor: illustration('logos/rankharbor', LOGO_WIDTHS, [160, 40]),
  relaytide: illustration('logos/relaytide', LOGO_WIDTHS, [160, 40]),
} satisfies Record<string, RasterIllustration>

export const rasterFileOf = (illustration: RasterIllustration, width: number) =>
  `/${illustration.name}-${width}w.webp`

/** An <img>'s src (the smallest width, for a browser without srcset), srcset and size. */
export type RasterImage = { src: string; srcSet: string; width: number; height: number }

export function rasterImage(illustration: RasterIllustration): RasterImage {
  const smallest = Math.min(...illustration.widths)
  return {
    width: illustration.width,
    height: illustration.height,
    src: rasterFileOf(illustration, smallest),
    srcSet: illustration.widths
      .map((width) => `${rasterFileOf(illustration, width)} ${width}w`)
      .join(', '),
  }
}
