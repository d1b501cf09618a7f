/** Featured images are shown at this ratio (the share-image ratio), so nothing shifts on load. */
export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 }

/** Featured image URLs come from admins: only http(s) and site-relative ones are used. */
export function safeImageUrl(url: string | null): string | null {
  return url && /^(?:https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null
}
