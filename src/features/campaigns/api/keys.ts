// Same root as every blog_campaigns list, so invalidating campaignKeys.all() refreshes them all.
export const campaignKeys = {
  all: () => ['blog_campaigns'] as const,
  overview: () => ['blog_campaigns', 'overview'] as const,
}
