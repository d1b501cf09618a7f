import { SLUG_MAX_LENGTH, slugify } from '../domain/slugify.ts'
import type { Article } from './article.ts'
import type { EngineDeps } from './engine-deps.ts'
import { GenerationError } from './generation-error.ts'

type CampaignForDraft = { id: string; user_id: string | null; auto_publish: boolean }

// Room for the '-N' suffix a taken slug gets (up to -50).
const MAX_SLUG = SLUG_MAX_LENGTH - 20

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Titles of recent posts, for the prompt (the model is asked not to repeat them). */
export async function recentTitles(deps: EngineDeps, limit = 100): Promise<string[]> {
  const { data, error } = await deps.db
    .from('blog_posts')
    .select('title')
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`Could not read post titles: ${error.message}`)
  return data.map((row) => row.title)
}

async function titleTaken(deps: EngineDeps, title: string): Promise<boolean> {
  const { data, error } = await deps.db
    .from('blog_posts')
    .select('id')
    .ilike('title', escapeLike(title))
    .limit(1)
  if (error) throw new Error(`Could not check the title: ${error.message}`)
  return data.length > 0
}

/**
 * Saves the article as a post of the campaign, written by the campaign's owner: a draft unless
 * the campaign opted into auto-publishing. The slug gets -2, -3... when taken. reading_time is
 * left to the database, which computes it for every writer.
 */
export async function saveDraft(
  deps: EngineDeps,
  campaign: CampaignForDraft,
  article: Article,
  keyword: string,
): Promise<string> {
  if (await titleTaken(deps, article.title)) {
    throw new GenerationError(`Title duplicates an existing post: "${article.title}"`, {
      retryable: true,
    })
  }
  const content = deps.sanitize(article.content_html).trim()
  if (content === '') {
    throw new GenerationError('Article had no content left after sanitising', { retryable: true })
  }
  const base = (slugify(article.title) || slugify(keyword) || 'article')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '')
  for (let n = 1; n <= 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    const { data, error } = await deps.db
      .from('blog_posts')
      .insert({
        title: article.title,
        slug,
        content,
        meta_description: article.meta_description,
        seo_title: article.seo_title,
        featured_image_alt: article.featured_image_alt,
        published: campaign.auto_publish,
        author_id: campaign.user_id,
        campaign_id: campaign.id,
      })
      .select('id')
      .single()
    if (!error) return data.id
    if (error.code !== '23505' || !error.message.includes('slug')) {
      throw new Error(`Could not save the draft: ${error.message}`)
    }
  }
  throw new Error(`Could not find a free slug for "${base}"`)
}
