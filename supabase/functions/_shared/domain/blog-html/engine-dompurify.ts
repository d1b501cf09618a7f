// The blog sanitiser's browser engine: DOMPurify on the page's own window (the browser parses, so
// there is no parser differential). The rules are allow-list.ts's and attribute-rules.ts's; this
// file only maps them into DOMPurify's config and hooks.
import createDOMPurify, { type Config, type WindowLike } from 'dompurify'
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP } from './allow-list.ts'
import { attributeValue, isAllowedEmbed, linkRel } from './attribute-rules.ts'

const config: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Post HTML is a fragment inside the page's <article>; a document wrapper never belongs.
  WHOLE_DOCUMENT: false,
}

// A node type check rather than `instanceof window.Element`, which Deno's checker refuses for
// DOMPurify's WindowLike type.
const isElement = (node: Node): node is Element => node.nodeType === 1

/** A sanitiser bound to one window: the page's (or, in tests, a jsdom window). */
export function createBrowserSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window)

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !isElement(node)) return
    if (!isAllowedEmbed(node.getAttribute('src'))) node.remove()
  })

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = attributeValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue)
    if (value === null) data.keepAttr = false
    else data.attrValue = value
  })

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    const rel = linkRel(node.getAttribute('target'), node.getAttribute('rel'))
    if (rel !== undefined && rel !== node.getAttribute('rel')) node.setAttribute('rel', rel)
  })

  return (html) => purify.sanitize(html, config)
}
