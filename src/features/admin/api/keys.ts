// Keys start with the table name, so a realtime change to a table refreshes every query on it
// that is on screen (registrations, contact_messages and the blog's tables follow the same rule).
export const tableCountKeys = {
  count: (table: CountedTable) => [table, 'count'] as const,
}
export type CountedTable = 'blog_posts' | 'blog_campaigns' | 'contact_messages'
