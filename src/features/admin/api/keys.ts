// Keys start with the table name, so a realtime change to a table invalidates every query
// on it (and the blog feature's `['blog_posts', …]` keys follow the same rule).
export const registrationKeys = {
  all: () => ['Webinar Registration'] as const,
}
export const contactMessageKeys = {
  all: () => ['contact_messages'] as const,
}
export const tableCountKeys = {
  count: (table: CountedTable) => [table, 'count'] as const,
}
export type CountedTable = 'blog_posts' | 'blog_campaigns'
