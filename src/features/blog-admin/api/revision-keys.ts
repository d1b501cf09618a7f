export const revisionKeys = {
  all: () => ['blog_post_revisions'] as const,
  byPost: (postId: string) => ['blog_post_revisions', postId] as const,
}
