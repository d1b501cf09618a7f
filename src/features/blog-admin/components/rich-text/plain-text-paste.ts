import { toParagraphs } from '@shared/blog-html/paragraphs'
import { escapeHtml } from '@shared/html-text'

/**
 * Pasted plain text as the post's HTML: a blank line starts a paragraph (the rule content has
 * always had), a single line break stays a line break.
 */
export function plainTextToHtml(text: string): string {
  return toParagraphs(escapeHtml(text).replace(/\r\n?/g, '\n'))
    .split('\n\n')
    .map((block) => block.replace(/\n/g, '<br>'))
    .join('')
}
