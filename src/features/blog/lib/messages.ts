import { formatCount } from '@shared/number-format'

// The fixed texts for the public blog: load errors, empty states and the share toasts.
export const blogMessages = {
  loadPostsFailed: 'Failed to load blog posts',
  loadPostFailed: 'Failed to load the blog post. Please try again later.',
  postNotFound: 'Post not found',
  previewNotice: 'Preview: this post is not published. Only people with this link can see it.',
  postNotFoundText: 'This post does not exist or is no longer published.',
  returnToBlog: 'Return to Blog',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Could not copy the link',
  noPosts: 'No posts yet',
  noPostsText: 'New articles are on their way. Check back soon.',
  noSuchPage: 'No posts on this page',
  noSuchPageText: (pages: number) =>
    `The blog has ${pages === 1 ? 'one page' : `${formatCount(pages)} pages`}; the newest posts are on the first.`,
} as const
