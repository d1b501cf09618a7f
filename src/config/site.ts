// One typed site config. Every value has a neutral default and a VITE_ override, so a
// deployment sets its real brand, contact details and external links without code changes.
const env = import.meta.env

const pick = (value: string | undefined, fallback: string) => (value?.trim() ? value : fallback)

export const siteConfig = {
  brand: pick(env.VITE_BRAND_NAME, 'LeadSight'),
  siteUrl: pick(env.VITE_SITE_URL, 'https://www.example.com').replace(/\/$/, ''),
  contact: {
    email: pick(env.VITE_CONTACT_EMAIL, 'hello@example.com'),
    phone: pick(env.VITE_CONTACT_PHONE, '+1 (555) 010-0199'),
    address: pick(env.VITE_CONTACT_ADDRESS, '100 Example Avenue, Suite 400, Austin, TX 78701'),
    privacyEmail: pick(env.VITE_PRIVACY_EMAIL, 'privacy@example.com'),
    affiliateEmail: pick(env.VITE_AFFILIATE_EMAIL, 'affiliates@example.com'),
  },
  links: {
    appSignIn: pick(env.VITE_APP_SIGN_IN_URL, 'https://app.example.com/login'),
    billingPortal: pick(env.VITE_BILLING_PORTAL_URL, 'https://billing.example.com/portal'),
    booking: pick(env.VITE_BOOKING_URL, 'https://book.example.com/strategy-call'),
    demoCalendar: pick(env.VITE_DEMO_CALENDAR_URL, 'https://book.example.com/demo'),
    communityInvite: pick(env.VITE_COMMUNITY_INVITE_URL, 'https://community.example.com/invite'),
    checkoutStarterHome: pick(
      env.VITE_CHECKOUT_STARTER_HOME_URL,
      'https://checkout.example.com/starter',
    ),
    checkoutStarterDemo: pick(
      env.VITE_CHECKOUT_STARTER_DEMO_URL,
      'https://checkout.example.com/starter-demo',
    ),
    checkoutAgency: pick(env.VITE_CHECKOUT_AGENCY_URL, 'https://checkout.example.com/agency'),
    bundlePayment: pick(env.VITE_BUNDLE_PAYMENT_URL, 'https://pay.example.com/10k-leads-bundle'),
    offerCheckout: pick(env.VITE_OFFER_CHECKOUT_URL, 'https://checkout.example.com/10k-leads'),
  },
  video: {
    demoId: pick(env.VITE_DEMO_VIDEO_ID, 'M7lc1UVf-VE'),
    landingId: pick(env.VITE_LANDING_VIDEO_ID, 'M7lc1UVf-VE'),
    workshopId: pick(env.VITE_WORKSHOP_VIDEO_ID, 'M7lc1UVf-VE'),
  },
  adsConversionTarget: pick(env.VITE_ADS_CONVERSION_TARGET, 'AW-000000000/example-conversion'),
  /** The fixed guest email every top-up request carries; Checkout collects the buyer's own. */
  guestCheckoutEmail: pick(env.VITE_GUEST_CHECKOUT_EMAIL, 'guest@example.com'),
} as const

export type SiteConfig = typeof siteConfig
