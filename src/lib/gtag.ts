import { siteConfig } from '@/config/site'

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

function isGtag(value: unknown): value is Gtag {
  return typeof value === 'function'
}

/** A purchase's details on the conversion: its value in dollars, currency and order id. */
export type ConversionDetails = { value: number; currency: string; transaction_id: string }

/**
 * Sends the ads conversion event when the site's global tag is loaded; a no-op otherwise. A paid
 * order's conversion carries its value, currency and id (`transaction_id`).
 */
export function trackConversion(details?: ConversionDetails) {
  const gtag: unknown = Reflect.get(window, 'gtag')
  if (isGtag(gtag)) {
    gtag('event', 'conversion', { send_to: siteConfig.adsConversionTarget, ...details })
  }
}
