// The raster types the blog-images bucket accepts (migration 20250101000500_storage.sql sets
// the same list on the bucket, which is what enforces it). SVG is left out: it can carry script.
export const BLOG_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export function isBlogImageType(type: string): boolean {
  return BLOG_IMAGE_TYPES.some((allowed) => allowed === type)
}

/** Where an image goes in the bucket: featured images under uploads/, inline ones under content/. */
export type ImageKind = 'featured' | 'inline'
export const IMAGE_FOLDERS: Record<ImageKind, string> = { featured: 'uploads', inline: 'content' }

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/** `<folder>/<timestamp>-<random>.<original extension>`. */
export function blogImagePath(
  file: { name: string; type: string },
  kind: ImageKind,
  now = Date.now(),
  random = crypto.randomUUID().replaceAll('-', '').slice(0, 12),
): string {
  const dot = file.name.lastIndexOf('.')
  const original = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  const extension = /^[a-z0-9]{1,5}$/.test(original) ? original : (EXTENSIONS[file.type] ?? 'img')
  return `${IMAGE_FOLDERS[kind]}/${now}-${random}.${extension}`
}

/** The inline image: a fixed style and the alt text 'Blog image', which the editor may change. */
export const INLINE_IMAGE_STYLE =
  'max-width: 100%; height: auto; border-radius: 8px; margin: 16px 0'

export function inlineImageHtml(url: string): string {
  return `<img src="${url.replaceAll('"', '%22')}" alt="Blog image" style="${INLINE_IMAGE_STYLE}" />`
}
