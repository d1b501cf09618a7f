// Generic to specific, so invalidating postKeys.all() refreshes every list and page.
export const postKeys = {
  all: () => ['blog_posts'] as const,
  published: () => ['blog_posts', 'published'] as const,
  admin: () => ['blog_posts', 'admin'] as const,
  bySlug: (slug: string) => ['blog_posts', 'slug', slug] as const,
}
