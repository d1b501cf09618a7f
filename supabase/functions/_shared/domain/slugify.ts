/**
 * The spec's slug rule (§5): lowercased, trimmed, punctuation removed, runs of whitespace,
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
