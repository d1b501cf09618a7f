/** The path the post shell is prerendered for; the renderer puts the post's path in its place. */
export const SHELL_PATH = '/blog/__post_shell__'

/** Slots in the post shell, each filled once per post (see post-page.ts). */
export const SLOTS = {
  head: '<!--post-head-->',
  jsonLd: '<!--post-json-ld-->',
  article: '<!--post-article-->',
  data: '<!--post-data-->',
} as const
