/**
 * The product name when a deployment names none: the site's default for VITE_BRAND_NAME and the
 * emails' default for the BRAND_NAME function secret (set both to the same name).
 */
export const DEFAULT_BRAND_NAME = 'LeadSight'
