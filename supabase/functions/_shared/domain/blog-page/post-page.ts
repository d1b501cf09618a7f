// A whole post page from the built shell: the shell is the post route prerendered with slots
// for the post; this fills them. The build uses it for the posts that exist then, and the
// public-blog edge function for every request, so both serve the same HTML.
import { postPath, type PostPage } from '../blog-post.ts'
import { postHeadTags, postJsonLd, type BlogSite, type HeadTag } from './post-meta.ts'
import { renderPostArticle } from './post-article.ts'
import { SHELL_PATH, SLOTS } from './slots.ts'
import { escapeHtml } from '../html-text.ts'
import { serializeJsonForScript } from './text.ts'

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      return `<${tag.tag}${attrs}>`
    })
    .join('\n    ')
}

export function renderPostPage(shell: string, post: PostPage, site: BlogSite): string {
  return fillSlots(shell, {
    [SLOTS.head]: renderHeadTags(postHeadTags(post, site)),
    [SLOTS.jsonLd]: serializeJsonForScript(postJsonLd(post, site)),
    [SLOTS.article]: renderPostArticle(post),
    [SLOTS.data]: serializeJsonForScript(post),
    [SHELL_PATH]: postPath(post.slug),
  })
}

/**
 * The 'Post not found' page (noindex) for an unknown or unpublished slug, from the missing-post
 * shell: its path and the data that tells the client there is no post for this slug.
 */
export function renderMissingPostPage(missingShell: string, slug: string): string {
  return fillSlots(missingShell, {
    [SLOTS.data]: serializeJsonForScript({ missing: slug }),
    [SHELL_PATH]: escapeHtml(postPath(slug)),
  })
}

// One pass over the shell: text inserted for one slot is never searched for another.
function fillSlots(shell: string, parts: Record<string, string>): string {
  const pattern = new RegExp(Object.keys(parts).map(escapeRegExp).join('|'), 'g')
  return shell.replace(pattern, (slot) => parts[slot] ?? slot)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
