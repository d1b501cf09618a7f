import type { Position } from '@/lib/paging/keyset'

/**
 * The arguments every admin search function takes (search_registrations,
 * search_contact_messages, search_blog_posts, search_credit_orders; migrations
 * 20261126000030 and 20261127000200): the raw text (the function escapes LIKE's wildcards), the
 * keyset cursor of the page, and `size + 1` rows so the screen knows whether there is "more".
 * A plain `ilike` filter cannot use the trigram indexes under row-level security (ILIKE is not
 * leakproof), so it reads the whole table; the functions run the indexed statement.
 * An older page is `p_before_*` (newest first), a newer one `p_after_*` (oldest first, as
 * `toKeysetPage` expects).
 */
export function searchArgs(q: string, position: Position, size: number) {
  const args = { p_query: q, p_limit: size + 1 }
  if (position?.dir === 'older') {
    return { ...args, p_before_created_at: position.cursor.at, p_before_id: position.cursor.id }
  }
  if (position?.dir === 'newer') {
    return { ...args, p_after_created_at: position.cursor.at, p_after_id: position.cursor.id }
  }
  return args
}
