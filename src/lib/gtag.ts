import { siteConfig } from '@/config/site'

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

function isGtag(value: unknown): value is Gtag {
  return typeof value === 'function'
}

/** Sends the ads conversion event when the site's global tag is loaded; a no-op otherwise. */
export function trackConversion() {
  const gtag: unknown = Reflect.get(window, 'gtag')
  if (isGtag(gtag)) gtag('event', 'conversion', { send_to: siteConfig.adsConversionTarget })
}
