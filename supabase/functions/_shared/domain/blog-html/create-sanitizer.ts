import createDOMPurify, { type Config, type WindowLike } from 'dompurify'
import {
  ALLOWED_ATTR,
  ALLOWED_CSS_PROPERTIES,
  ALLOWED_DATA_IMAGE,
  ALLOWED_DISPLAY,
  ALLOWED_TAGS,
  ALLOWED_URI_REGEXP,
  EMBED_SOURCES,
  filterEmbedAllow,
  HEADING_TAGS,
  SAFE_CSS_VALUE,
  UNSAFE_CSS_VALUE,
  userContentHref,
  userContentId,
} from './allow-list.ts'

const config: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Post HTML is a fragment inside the page's <article>; a document wrapper never belongs.
  WHOLE_DOCUMENT: false,
}

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

function isAllowedEmbed(src: string | null): boolean {
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

// A node type check rather than `instanceof window.Element`, which Deno's checker refuses for
// DOMPurify's WindowLike type.
const isElement = (node: Node): node is Element => node.nodeType === 1

/** A sanitiser bound to one window: the browser's own, or a server-side DOM's. */
export function createBlogHtmlSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window)

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !isElement(node)) return
    if (!isAllowedEmbed(node.getAttribute('src'))) node.remove()
  })

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'id') {
      const id = HEADING_TAGS.includes(node.nodeName.toLowerCase())
        ? userContentId(data.attrValue)
        : null
      if (id === null) data.keepAttr = false
      else data.attrValue = id
    }
    if (data.attrName === 'href') data.attrValue = userContentHref(data.attrValue)
    if (data.attrName === 'allow') {
      data.attrValue = filterEmbedAllow(data.attrValue)
      if (data.attrValue === '') data.keepAttr = false
    }
    if (data.attrName === 'style') {
      data.attrValue = filterStyle(data.attrValue)
      if (data.attrValue === '') data.keepAttr = false
    }
    const isDataUrl = /^\s*data:/i.test(data.attrValue)
    if (isDataUrl && !(node.nodeName === 'IMG' && data.attrName === 'src')) data.keepAttr = false
    if (isDataUrl && !ALLOWED_DATA_IMAGE.test(data.attrValue.trim())) data.keepAttr = false
  })

  purify.addHook('afterSanitizeAttributes', (node) => {
    // A new tab must not get a handle on this page (reverse tabnabbing).
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean))
      if (!rel.has('noopener') || !rel.has('noreferrer')) {
        rel.add('noopener')
        rel.add('noreferrer')
        node.setAttribute('rel', [...rel].join(' '))
      }
    }
  })

  return (html) => purify.sanitize(html, config)
}
