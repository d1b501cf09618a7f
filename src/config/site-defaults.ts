// A relative import, not @shared: the build's config (scripts/lib/site-placeholders.ts) loads
// this file too, where the aliases do not apply.
import { DEFAULT_BRAND_NAME } from '../../supabase/functions/_shared/domain/brand.ts'

/**
 * Each VITE_ site setting's value when a deployment sets none: neutral examples (example.com
 * links and addresses, a 555 number, a sample video). A production build refuses to ship the
 * example.com ones (scripts/lib/site-placeholders.ts); .env.example lists them all.
 */
export const siteDefaults = {
  VITE_BRAND_NAME: DEFAULT_BRAND_NAME,
  VITE_SITE_URL: 'https://www.example.com',
  VITE_CONTACT_EMAIL: 'hello@example.com',
  VITE_CONTACT_PHONE: '+1 (555) 010-0199',
  VITE_CONTACT_ADDRESS: '100 Example Avenue, Suite 400, Austin, TX 78701',
  VITE_PRIVACY_EMAIL: 'privacy@example.com',
  VITE_AFFILIATE_EMAIL: 'affiliates@example.com',
  VITE_APP_SIGN_IN_URL: 'https://app.example.com/login',
  VITE_BILLING_PORTAL_URL: 'https://billing.example.com/portal',
  VITE_BOOKING_URL: 'https://book.example.com/strategy-call',
  VITE_DEMO_CALENDAR_URL: 'https://book.example.com/demo',
  VITE_COMMUNITY_INVITE_URL: 'https://community.example.com/invite',
  VITE_CHECKOUT_STARTER_HOME_URL: 'https://checkout.example.com/starter',
  VITE_CHECKOUT_STARTER_DEMO_URL: 'https://checkout.example.com/starter-demo',
  VITE_CHECKOUT_AGENCY_URL: 'https://checkout.example.com/agency',
  VITE_BUNDLE_PAYMENT_URL: 'https://pay.example.com/10k-leads-bundle',
  VITE_OFFER_CHECKOUT_URL: 'https://checkout.example.com/10k-leads',
  VITE_DEMO_VIDEO_ID: 'M7lc1UVf-VE',
  VITE_LANDING_VIDEO_ID: 'M7lc1UVf-VE',
  VITE_WORKSHOP_VIDEO_ID: 'M7lc1UVf-VE',
  VITE_ADS_CONVERSION_TARGET: 'AW-000000000/example-conversion',
  /** The fixed guest email the credit top-up sends; Checkout collects the buyer's own. */
  VITE_GUEST_CHECKOUT_EMAIL: 'guest@example.com',
} as const

export type SiteSetting = keyof typeof siteDefaults
