import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { isRecord } from '@shared/is-record'

// The post form's unsaved values in localStorage, one entry per post and one for a new post.
// localStorage (not sessionStorage) so a closed tab keeps them; the admin's own browser only.

export type PostDraft = { values: PostFormValues; savedAt: string }

const PREFIX = 'blog-admin:unsaved-post:'
const keyFor = (postId: string | undefined) => `${PREFIX}${postId ?? 'new'}`

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage disabled (a privacy setting): autosave is off, nothing else changes.
    return null
  }
}

/** The stored draft, or null (none, unreadable, or from an older form shape). */
export function readPostDraft(postId: string | undefined): PostDraft | null {
  const raw = storage()?.getItem(keyFor(postId))
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isRecord(parsed) || !isRecord(parsed.values) || typeof parsed.savedAt !== 'string')
      return null
    const stored = parsed.values
    const text = (key: string) => {
      const value = stored[key]
      return typeof value === 'string' ? value : ''
    }
    const values: PostFormValues = {
      title: text('title'),
      slug: text('slug'),
      content: text('content'),
      meta_description: text('meta_description'),
      seo_title: text('seo_title'),
      featured_image: text('featured_image'),
      featured_image_alt: text('featured_image_alt'),
      published: stored.published === true,
      published_at: text('published_at'),
      saved_published_at: text('saved_published_at'),
    }
    return { values, savedAt: parsed.savedAt }
  } catch {
    return null
  }
}

export function writePostDraft(postId: string | undefined, values: PostFormValues) {
  try {
    storage()?.setItem(
      keyFor(postId),
      JSON.stringify({ values, savedAt: new Date().toISOString() }),
    )
  } catch {
    // Quota exceeded: the previous draft stays; the save button still works.
  }
}

export function clearPostDraft(postId: string | undefined) {
  storage()?.removeItem(keyFor(postId))
}
