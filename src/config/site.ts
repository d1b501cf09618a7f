// One typed site config. Every value has a neutral default (site-defaults.ts) and a VITE_
// override, so a deployment sets its real brand, contact details and external links without
// code changes.
import { siteDefaults, type SiteSetting } from '@/config/site-defaults'

const env = import.meta.env

const setting = (name: SiteSetting): string => {
  const value = env[name]
  return value?.trim() ? value : siteDefaults[name]
}

export const siteConfig = {
  brand: setting('VITE_BRAND_NAME'),
  siteUrl: setting('VITE_SITE_URL').replace(/\/$/, ''),
  contact: {
    email: setting('VITE_CONTACT_EMAIL'),
    phone: setting('VITE_CONTACT_PHONE'),
    address: setting('VITE_CONTACT_ADDRESS'),
    privacyEmail: setting('VITE_PRIVACY_EMAIL'),
    affiliateEmail: setting('VITE_AFFILIATE_EMAIL'),
  },
  links: {
    appSignIn: setting('VITE_APP_SIGN_IN_URL'),
    billingPortal: setting('VITE_BILLING_PORTAL_URL'),
    booking: setting('VITE_BOOKING_URL'),
    demoCalendar: setting('VITE_DEMO_CALENDAR_URL'),
    communityInvite: setting('VITE_COMMUNITY_INVITE_URL'),
    checkoutStarterHome: setting('VITE_CHECKOUT_STARTER_HOME_URL'),
    checkoutStarterDemo: setting('VITE_CHECKOUT_STARTER_DEMO_URL'),
    checkoutAgency: setting('VITE_CHECKOUT_AGENCY_URL'),
    bundlePayment: setting('VITE_BUNDLE_PAYMENT_URL'),
    offerCheckout: setting('VITE_OFFER_CHECKOUT_URL'),
  },
  video: {
    demoId: setting('VITE_DEMO_VIDEO_ID'),
    landingId: setting('VITE_LANDING_VIDEO_ID'),
    workshopId: setting('VITE_WORKSHOP_VIDEO_ID'),
  },
  adsConversionTarget: setting('VITE_ADS_CONVERSION_TARGET'),
  /** The fixed guest email every top-up request carries; Checkout collects the buyer's own. */
  guestCheckoutEmail: setting('VITE_GUEST_CHECKOUT_EMAIL'),
} as const

export type SiteConfig = typeof siteConfig
