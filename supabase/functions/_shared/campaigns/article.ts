import { z } from 'zod'
import { stripXmlForbidden } from '../domain/xml-chars.ts'

/**
 * What the model must return (validated after parsing; the HTML is sanitised afterwards). No
 * image alt text: drafts have no featured image, and an alt without its image would be a lie.
 */
export const articleSchema = z.object({
  // Text that reaches the feed drops the characters XML forbids (the HTML is sanitised later).
  title: z.string().overwrite(stripXmlForbidden).trim().min(1).max(200),
  seo_title: z.string().overwrite(stripXmlForbidden).trim().min(1).max(200),
  meta_description: z.string().overwrite(stripXmlForbidden).trim().min(1).max(400),
  content_html: z.string().trim().min(1),
})
export type Article = z.infer<typeof articleSchema>

/**
 * The structured-output schema sent to the provider: OpenAI's strict mode (also accepted by
 * OpenRouter, Ollama and vLLM) wants every key required and no extra keys.
 */
export const ARTICLE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'The article headline.' },
    seo_title: {
      type: 'string',
      description: 'Title tag for search results, under 60 characters.',
    },
    meta_description: {
      type: 'string',
      description: 'Meta description for search results, under 160 characters.',
    },
    content_html: {
      type: 'string',
      description:
        'The article body as HTML: h2/h3 headings, p, ul/ol/li, strong, em, a. No h1, no script or style.',
    },
  },
  required: ['title', 'seo_title', 'meta_description', 'content_html'],
  additionalProperties: false,
} as const

/** Words in an HTML fragment: tags stripped, split on whitespace. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim()
  return text === '' ? 0 : text.split(/\s+/).length
}
