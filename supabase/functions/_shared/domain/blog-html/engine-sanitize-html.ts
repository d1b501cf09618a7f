// The blog sanitiser's server engine: sanitize-html (htmlparser2, no DOM), for the edge functions
// and the prerender. Its output is serialised from what it kept, every text and attribute value
// escaped, so what a browser parses from it is what was checked. The rules are allow-list.ts's
// and attribute-rules.ts's; this file only maps them into sanitize-html's options.
// @ts-types="@types/sanitize-html"
import sanitizeHtml from 'sanitize-html'
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_SCHEMES } from './allow-list.ts'
import { attributeValue, isAllowedEmbed, linkRel } from './attribute-rules.ts'

function keptAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {}
  for (const [name, value] of Object.entries(attribs)) {
    const next = attributeValue(tag, name, value)
    if (next !== null) kept[name] = next
  }
  const rel = tag === 'a' ? linkRel(kept.target, kept.rel) : undefined
  if (rel !== undefined) kept.rel = rel
  return kept
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ALLOWED_ATTR },
  allowedSchemes: ALLOWED_URI_SCHEMES,
  // data: reaches an <img> src only; attributeValue keeps raster types alone.
  allowedSchemesByTag: { img: [...ALLOWED_URI_SCHEMES, 'data'] },
  allowProtocolRelative: true,
  // Void elements of the list, written `<br />`; the rest get their end tag.
  selfClosing: ['br', 'hr', 'img', 'col'],
  // Styles go through attributeValue, not through sanitize-html's CSS parser.
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: keptAttributes(tagName, attribs) }),
  },
  // An iframe off the embed list goes with its content.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src),
}

export function createServerSanitizer(): (html: string) => string {
  return (html) => sanitizeHtml(html, options)
}
