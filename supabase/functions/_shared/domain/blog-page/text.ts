import { escapeHtml } from '../html-text.ts'
import { stripXmlForbidden } from '../xml-chars.ts'

/** Escapes text for XML (sitemap, feed), dropping the characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return escapeHtml(stripXmlForbidden(text))
}

/** JSON inside a <script> element: `<` is escaped so the data can never close the tag. */
export function serializeJsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}
