import { SLUG_MAX_LENGTH } from '@shared/slugify'

// The spec's texts for blog management (§4, §5, §8, success messages), shared by code and tests.
export const blogAdminMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug must be lowercase with hyphens',
  slugTooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters`,
  contentRequired: 'Content is required',
  /** While the rich-text editor's chunk loads, and while Tiptap replaces an editor it destroyed. */
  loadingEditor: 'Loading the editor…',
  slugLocked: 'Slug cannot be changed for existing posts',
  created: 'Blog post created successfully',
  updated: 'Blog post updated successfully',
  slugTaken: 'A post with this slug already exists. Please choose a different slug.',
  saveFailed: 'Failed to save blog post',
  notAuthenticated: 'Not authenticated',
  published: 'Post published successfully',
  unpublished: 'Post unpublished successfully',
  statusFailed: 'Failed to update post status',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  loadPostsFailed: 'Failed to load blog posts',
  imageUploaded: 'Image uploaded successfully',
  uploadFailed: 'Failed to upload image',
  imageInserted: 'Image inserted',
  insertFailed: 'Failed to insert image',
  imagesOnly: 'Please select an image file (PNG, JPEG, GIF, WebP or AVIF)',
  revisionRestored: 'Revision restored',
  restoreFailed: 'Failed to restore revision',
  loadRevisionsFailed: 'Failed to load revisions',
  publishDateInvalid: 'Publish date must be a date and time',
  publishDatePast:
    'A scheduled publish date must be in the future. Pick a later time, or tick Published to publish now.',
  publishDateFuture:
    'A published post cannot have a future publish date. Untick Published to schedule it.',
  writerDraftHint: 'Your draft stays private until an editor publishes it.',
  previewLinkCopied: 'Preview link copied. It works for 7 days or until revoked.',
  previewLinkFailed: 'Failed to create the preview link',
  previewLinkRevoked: 'Preview link revoked',
  previewLinkRevokeFailed: 'Failed to revoke the preview link',
  // What the live check found at a published post's URL.
  live: 'Live',
  publishingLive: 'Publishing…',
  notLive: (reason: string) => `Not live: ${reason}`,
  scheduleCancelled: 'Schedule cancelled: the post stays a draft',
  cancelScheduleFailed: 'Failed to cancel the schedule',
  // The rich-text editor, autosave and the publish checklist (not spec texts).
  linkRequired: 'Enter the address the link goes to.',
  videoUrlInvalid: 'Enter a YouTube or Vimeo video address.',
  unsupportedMarkup:
    'This post has markup the rich-text editor cannot keep, so it opens as HTML. Edit it here; nothing is dropped.',
  draftFound: 'This post has unsaved changes kept in this browser.',
  draftRestored: 'Unsaved changes restored',
  publishBlocked: 'This post cannot be published yet:',
  publishedAnyway: 'Post published despite the checklist',
  // A campaign's draft that auto-publish kept back: the checks it failed.
  notPublished: (checks: string[]) => `Not published: ${checks.join(', ')}`,
  autoPublishHeldBack:
    'Auto-publish kept this draft back because the publish checklist failed. Fix these and publish it:',
  confirmCloseTitle: 'Close the editor?',
  confirmCloseBody:
    'Your unsaved changes stay in this browser: open this post again (or New Post) to restore them.',
} as const
