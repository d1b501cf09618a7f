// What the blog allow-list makes of one attribute, apart from any sanitiser engine: the server
// engine (sanitize-html) and the browser's (DOMPurify) both apply these, so a post keeps the same
// attributes wherever it is cleaned.
import {
  ALLOWED_CSS_PROPERTIES,
  ALLOWED_DATA_IMAGE,
  ALLOWED_DISPLAY,
  EMBED_SOURCES,
  filterEmbedAllow,
  HEADING_TAGS,
  SAFE_CSS_VALUE,
  UNSAFE_CSS_VALUE,
  userContentHref,
  userContentId,
} from './allow-list.ts'

const cssProperties = new Set(ALLOWED_CSS_PROPERTIES)

function isSafeDeclaration(declaration: string): boolean {
  const colon = declaration.indexOf(':')
  if (colon < 0) return false
  const property = declaration.slice(0, colon).trim().toLowerCase()
  const value = declaration.slice(colon + 1).trim()
  if (!cssProperties.has(property) || value === '') return false
  if (!SAFE_CSS_VALUE.test(value) || UNSAFE_CSS_VALUE.test(value)) return false
  return property !== 'display' || ALLOWED_DISPLAY.test(value)
}

/** The style attribute as written when every declaration is allowed, else only the allowed ones. */
export function filterStyle(style: string): string {
  const declarations = style
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const kept = declarations.filter(isSafeDeclaration)
  if (kept.length === declarations.length) return style.trim()
  return kept.join('; ')
}

/** An <iframe> survives only with an https src on one of EMBED_SOURCES' hosts and paths. */
export function isAllowedEmbed(src: string | null | undefined): boolean {
  if (!src) return false
  try {
    const url = new URL(src)
    return (
      url.protocol === 'https:' &&
      EMBED_SOURCES.some((source) => source.host === url.host && source.path.test(url.pathname))
    )
  } catch {
    return false
  }
}

// Browsers skip these inside a URL's scheme (`jav&#x09;ascript:`), so the data: check does too.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020]/g

/**
 * The value `name` keeps on `tag` (both lower-case), or null to drop the attribute. Whether the
 * tag and attribute are allowed at all, and URL schemes, are the engine's part of the list.
 */
export function attributeValue(tag: string, name: string, value: string): string | null {
  let kept = value
  if (name === 'id') {
    const id = HEADING_TAGS.includes(tag) ? userContentId(value) : null
    if (id === null) return null
    kept = id
  }
  if (name === 'href') kept = userContentHref(kept)
  if (name === 'allow') kept = filterEmbedAllow(kept)
  if (name === 'style') kept = filterStyle(kept)
  if ((name === 'allow' || name === 'style') && kept === '') return null
  // data: URLs survive only as an <img> src, and only for raster types.
  if (/^data:/i.test(kept.replace(URL_IGNORED, ''))) {
    if (tag !== 'img' || name !== 'src' || !ALLOWED_DATA_IMAGE.test(kept.trim())) return null
  }
  return kept
}

/** A link that opens a new tab gets rel="noopener noreferrer" (reverse tabnabbing). */
export function linkRel(target: string | null | undefined, rel: string | null | undefined) {
  if (target !== '_blank') return rel ?? undefined
  const values = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  if (values.has('noopener') && values.has('noreferrer')) return rel ?? undefined
  values.add('noopener')
  values.add('noreferrer')
  return [...values].join(' ')
}
