// Every blog_campaigns query key, generic to specific, so invalidating campaignKeys.all()
// refreshes them all.
export const campaignKeys = {
  all: () => ['blog_campaigns'] as const,
  overview: () => ['blog_campaigns', 'overview'] as const,
  list: () => ['blog_campaigns', 'list'] as const,
  generating: () => ['blog_campaigns', 'generating'] as const,
  jobs: (campaignId: string) => ['blog_campaigns', 'jobs', campaignId] as const,
  details: (campaignId: string) => ['blog_campaigns', 'details', campaignId] as const,
}
