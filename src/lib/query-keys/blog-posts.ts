// Query keys per table: the cache contract between the feature that reads a table and the
// features whose writes must refresh it (blog-admin saves refresh the reader and campaigns).
// Generic to specific, so invalidating postKeys.all() refreshes every admin list and post (the
// public blog reads outside the query cache: its islands' useRefreshed).
export const postKeys = {
  all: () => ['blog_posts'] as const,
  admin: () => ['blog_posts', 'admin'] as const,
  byId: (id: string) => ['blog_posts', 'id', id] as const,
}
