/**
 * How a title becomes a slug: lowercased, trimmed, punctuation removed, runs of whitespace,
 * underscores and hyphens collapsed to one hyphen, hyphens trimmed from the ends. Accented
 * letters keep their base letter; anything else outside a-z and 0-9 is dropped.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A slug as blog_posts' check (blog_posts_slug_format) accepts it: lowercase words and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 200

/** The whole database check: the pattern and at most SLUG_MAX_LENGTH characters. */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value) && value.length <= SLUG_MAX_LENGTH
}
