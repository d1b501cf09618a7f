export const campaignKeys = {
  all: () => ['blog_campaigns'] as const,
  list: () => ['blog_campaigns', 'list'] as const,
  generating: () => ['blog_campaigns', 'generating'] as const,
}
