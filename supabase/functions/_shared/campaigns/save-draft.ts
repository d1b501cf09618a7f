import {
  blockingIds,
  publishChecklist,
  type BlockingCheckId,
} from '../domain/blog-publish-checklist.ts'
import { SLUG_MAX_LENGTH, slugify } from '../domain/slugify.ts'
import type { Article } from './article.ts'
import type { EngineDeps } from './engine-deps.ts'
import { GenerationError } from './generation-error.ts'
import type { TokenUsage } from './openai-writer.ts'

type CampaignForDraft = { auto_publish: boolean }

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
 * The blocking checks of the publish checklist (the one the editor runs) that the article
 * fails, with the same pg_trgm near-duplicate lookup against the published posts. The service
 * role is not gated by the database, so this is what stands between the model and the site.
 */
export async function autoPublishFailures(
  deps: EngineDeps,
  post: { title: string; content: string; meta_description: string; seo_title: string },
): Promise<BlockingCheckId[]> {
  const { data, error } = await deps.db
    .rpc('blog_post_near_duplicate', { p_title: post.title, p_content: post.content })
    .maybeSingle()
  if (error) throw new Error(`Could not look for near-duplicate posts: ${error.message}`)
  const nearDuplicate = data ? { title: data.title, similarity: data.similarity } : null
  // AI drafts have no featured image.
  return blockingIds(
    publishChecklist({ ...post, featured_image: null, featured_image_alt: null }, nearDuplicate),
  )
}

/**
 * Saves the article as a post of the campaign, written by the campaign's owner, and marks the
 * job succeeded, in one transaction (save_campaign_draft): a worker that dies half-way leaves
 * neither, so the retry cannot write the keyword twice. A draft unless the campaign opted into
 * auto-publishing and the article passes the publish checklist; a draft that failed it keeps
 * the failed checks (auto_publish_failures). The slug gets -2, -3... when taken. reading_time is left to the database,
 * which computes it for every writer. No featured_image_alt: a draft has no image.
 */
export async function saveDraft(
  deps: EngineDeps,
  job: { id: string; finishedAt: string },
  campaign: CampaignForDraft,
  written: { article: Article; usage: TokenUsage; model: string; promptVersion: string },
  keyword: string,
): Promise<string> {
  const { article } = written
  if (await titleTaken(deps, article.title)) {
    throw new GenerationError(`Title duplicates an existing post: "${article.title}"`, {
      retryable: true,
      usage: written.usage,
    })
  }
  const content = deps.sanitize(article.content_html).trim()
  if (content === '') {
    throw new GenerationError('Article had no content left after sanitising', {
      retryable: true,
      usage: written.usage,
    })
  }
  const failures = campaign.auto_publish
    ? await autoPublishFailures(deps, {
        title: article.title,
        content,
        meta_description: article.meta_description,
        seo_title: article.seo_title,
      })
    : []
  const base = (slugify(article.title) || slugify(keyword) || 'article')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '')
  for (let n = 1; n <= 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    const { data, error } = await deps.db.rpc('save_campaign_draft', {
      p_job_id: job.id,
      p_title: article.title,
      p_slug: slug,
      p_content: content,
      p_meta_description: article.meta_description,
      p_seo_title: article.seo_title,
      p_published: campaign.auto_publish,
      p_model: written.model,
      p_prompt_version: written.promptVersion,
      p_prompt_tokens: written.usage.promptTokens,
      p_completion_tokens: written.usage.completionTokens,
      p_finished_at: job.finishedAt,
      p_publish_failures: failures,
    })
    if (!error) return data
    if (error.code !== '23505' || !error.message.includes('slug')) {
      throw new Error(`Could not save the draft: ${error.message}`)
    }
  }
  throw new Error(`Could not find a free slug for "${base}"`)
}
