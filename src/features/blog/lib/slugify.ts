/**
 * The spec's slug rule (§5): lowercased, trimmed, punctuation removed, runs of whitespace,
 * underscores and hyphens collapsed to one hyphen, hyphens trimmed from the ends.
 *
 * Letters with accents keep their base letter ('Café' → 'cafe'); any other character outside
 * a-z and 0-9 (other scripts, emoji) counts as punctuation and is dropped, because the slug
 * must match the form's rule of lowercase ASCII letters and digits.
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
