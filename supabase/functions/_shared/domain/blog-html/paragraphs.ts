// Post content is HTML, and a blank line (two line breaks) starts a new paragraph.
// The editor applies this when it saves and in its preview, so stored content is the HTML
// readers get. A block that already opens with a block-level tag is left as written, which
// makes the rule idempotent: saving a post again changes nothing.

const BLOCK_TAG =
  /^<(p|h[1-6]|ul|ol|dl|div|section|article|aside|header|footer|blockquote|pre|table|figure|hr|iframe)\b/i

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0
}

/** A block element opened in `block` and not yet closed: its blank lines are not breaks. */
function isOpen(block: string): boolean {
  const tag = BLOCK_TAG.exec(block)?.[1]
  if (!tag || tag === 'hr') return false
  return count(block, new RegExp(`<${tag}\\b`, 'gi')) > count(block, new RegExp(`</${tag}>`, 'gi'))
}

export function toParagraphs(content: string): string {
  const blocks: string[] = []
  for (const part of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const last = blocks.at(-1)
    if (last !== undefined && isOpen(last)) blocks[blocks.length - 1] = `${last}\n\n${part}`
    else if (part.trim() !== '') blocks.push(part.trim())
  }
  return blocks
    .map((block) => block.trim())
    .map((block) => (BLOCK_TAG.test(block) ? block : `<p>${block}</p>`))
    .join('\n\n')
}
