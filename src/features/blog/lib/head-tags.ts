import type { HeadTag } from '@shared/blog-page/post-meta'

/** The element in <head> a tag stands for: one title, one meta per name, one link per rel. */
function selectorOf(tag: HeadTag): string {
  if (tag.tag === 'title') return 'title'
  if (tag.tag === 'meta')
    return 'name' in tag.attrs
      ? `meta[name="${tag.attrs.name}"]`
      : `meta[property="${tag.attrs.property}"]`
  const type = tag.attrs.type ? `[type="${tag.attrs.type}"]` : ''
  return `link[rel="${tag.attrs.rel}"]${type}`
}

/**
 * Brings <head> in line with `tags` in the browser: the blog's islands change what a page says
 * about itself once they have read it (a post edited, a list page past the last one). Elements
 * already there (the prerendered head) are updated in place, missing ones added, and links of
 * `dropRels` that `tags` lacks removed. Returns a cleanup that removes what it added (the SPA
 * leaves the page).
 */
export function applyHeadTags(tags: HeadTag[], dropRels: readonly string[] = []): () => void {
  const added: Element[] = []
  for (const tag of tags) {
    let element = document.head.querySelector(selectorOf(tag))
    if (!element) {
      element = document.createElement(tag.tag)
      document.head.append(element)
      added.push(element)
    }
    if (tag.tag === 'title') element.textContent = tag.text
    else for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value)
  }
  const kept = new Set(tags.flatMap((tag) => (tag.tag === 'link' ? [tag.attrs.rel] : [])))
  for (const rel of dropRels)
    if (!kept.has(rel)) document.head.querySelector(`link[rel="${rel}"]`)?.remove()
  return () => {
    for (const element of added) element.remove()
  }
}
