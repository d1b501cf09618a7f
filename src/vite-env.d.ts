/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Always set: checked and inlined by vite.config.ts (scripts/lib/build-env.ts). */
  readonly VITE_SUPABASE_URL: string
  /** Always set (from VITE_SUPABASE_PUBLISHABLE_KEY or the legacy VITE_SUPABASE_ANON_KEY). */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY: string
  readonly VITE_SITE_URL?: string
  readonly VITE_BRAND_NAME?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_CONTACT_PHONE?: string
  readonly VITE_CONTACT_ADDRESS?: string
  readonly VITE_PRIVACY_EMAIL?: string
  readonly VITE_AFFILIATE_EMAIL?: string
  readonly VITE_APP_SIGN_IN_URL?: string
  readonly VITE_BILLING_PORTAL_URL?: string
  readonly VITE_BOOKING_URL?: string
  readonly VITE_DEMO_CALENDAR_URL?: string
  readonly VITE_COMMUNITY_INVITE_URL?: string
  readonly VITE_CHECKOUT_STARTER_HOME_URL?: string
  readonly VITE_CHECKOUT_STARTER_DEMO_URL?: string
  readonly VITE_CHECKOUT_AGENCY_URL?: string
  readonly VITE_BUNDLE_PAYMENT_URL?: string
  readonly VITE_OFFER_CHECKOUT_URL?: string
  readonly VITE_ADS_CONVERSION_TARGET?: string
  readonly VITE_GUEST_CHECKOUT_EMAIL?: string
  readonly VITE_DEMO_VIDEO_ID?: string
  readonly VITE_LANDING_VIDEO_ID?: string
  readonly VITE_WORKSHOP_VIDEO_ID?: string
}
