// HTML and text, both ways: text escaped for HTML, and the text an HTML fragment reads as. The
// one copy for the functions (pages, emails), the site (through @shared) and the local stack's
// own pages and mail catcher.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Decodes the basic named entities and every numeric one; any other stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

const HIDDEN_ELEMENTS = /<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi
const LINK = /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi
const BLOCK_END =
  /<\/(p|div|h[1-6]|li|dt|dd|tr|table|ul|ol|blockquote|pre|section|article|header|footer|figure|figcaption)\s*>/gi

/**
 * The text an HTML fragment reads as, line by line as a mail client shows an HTML-only message:
 * scripts, styles and the head dropped, a line break for <br> and at the end of each block, a
 * space between table cells, links as "label (href)" (or the label alone without
 * `linkTargets`), the other tags dropped, entities decoded, spaces and blank lines collapsed.
 */
export function htmlToText(html: string, { linkTargets = true } = {}): string {
  const text = html
    .replace(HIDDEN_ELEMENTS, '')
    .replace(LINK, (_m, _q, href: string, label: string) =>
      linkTargets ? `${label} (${href})` : label,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The same text on one line, without link targets: for descriptions and previews. */
export function htmlToLine(html: string): string {
  return htmlToText(html, { linkTargets: false }).replace(/\s+/g, ' ').trim()
}
