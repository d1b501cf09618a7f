// Illustrations drawn as SVG in illustrations/ and served as WebP. An SVG image is a document of
// its own, styled, laid out and painted on the main thread with its text (hero-dashboard.svg:
// 40-120 ms of layout and 30-60 ms of paint at 4x CPU throttling, a 160 px logo 8-16 ms of
// paint; issue 32); a bitmap is decoded off it. `npm run illustrations` draws every width into
// public/ from the SVG, which stays the one to edit.

export type RasterIllustration = {
  /** illustrations/<name>.svg, served as public/<name>-<width>w.webp */
  name: string
  /** The widths drawn, in pixels: from what a 1x screen shows to a 2x phone or desktop. */
  widths: readonly number[]
}

/** Service pages show an illustration at most 576 px wide (max-w-xl): 1x, and a 2x phone or desktop. */
const SERVICE_WIDTHS = [720, 1200]
/** Logos are shown 128-144 px wide (h-8, md:h-9 at 4:1). */
const LOGO_WIDTHS = [160, 320]

const illustration = (name: string, widths: readonly number[]): RasterIllustration => ({
  name,
  widths,
})

export const illustrations = {
  heroDashboard: illustration('home/hero-dashboard', [800, 1200, 1600, 2400]),
  visitorChart: illustration('home/visitor-chart', [720, 1280]),
  automationWorkflow: illustration('home/automation-workflow', SERVICE_WIDTHS),
  aiAgent: illustration('marketing/ai-agent', SERVICE_WIDTHS),
  attribution: illustration('marketing/attribution', SERVICE_WIDTHS),
  content: illustration('marketing/content', SERVICE_WIDTHS),
  dashboards: illustration('marketing/dashboards', SERVICE_WIDTHS),
  email: illustration('marketing/email', SERVICE_WIDTHS),
  paidSocial: illustration('marketing/paid-social', SERVICE_WIDTHS),
  seo: illustration('marketing/seo', SERVICE_WIDTHS),
  voiceAi: illustration('marketing/voice-ai', SERVICE_WIDTHS),
  brightloop: illustration('logos/brightloop', LOGO_WIDTHS),
  leadquarry: illustration('logos/leadquarry', LOGO_WIDTHS),
  rankharbor: illustration('logos/rankharbor', LOGO_WIDTHS),
  relaytide: illustration('logos/relaytide', LOGO_WIDTHS),
} satisfies Record<string, RasterIllustration>

export const rasterFileOf = (illustration: RasterIllustration, width: number) =>
  `/${illustration.name}-${width}w.webp`

/** An <img>'s src (the smallest width, for a browser without srcset) and srcset. */
export type RasterSources = { src: string; srcSet: string }

export function rasterSources(illustration: RasterIllustration): RasterSources {
  const smallest = Math.min(...illustration.widths)
  return {
    src: rasterFileOf(illustration, smallest),
    srcSet: illustration.widths
      .map((width) => `${rasterFileOf(illustration, width)} ${width}w`)
      .join(', '),
  }
}
