import { mailSettings } from '../_shared/email/mail-env.ts'
import type { Env } from '../_shared/env.ts'
import { hasSecretKey } from '../_shared/project-keys.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'

// One run checks at most this many pages (each fetch waits up to 10 s; runs are a minute apart).
const MAX_PER_RUN = 5
const FETCH_TIMEOUT_MS = 10_000

export function createDeps(env: Env): Deps {
  const db = serviceClient(env)
  const { siteUrl, brand } = mailSettings(env)
  return {
    isScheduler: (req) => hasSecretKey(req, env),
    siteUrl,
    brand,
    maxPerRun: MAX_PER_RUN,
    async fetchPage(url) {
      const response = await fetch(url, {
        headers: { 'User-Agent': 'blog-live-check (no JavaScript, as a crawler)' },
        redirect: 'follow',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      return { status: response.status, html: await response.text() }
    },
    store: {
      async due(limit) {
        const { data, error } = await db.rpc('blog_live_checks_due', { p_limit: limit })
        if (error) throw new Error(`reading the due checks failed: ${error.message}`)
        return data
      },
      async record(postId, outcome, email) {
        const { data, error } = await db.rpc('record_blog_live_check', {
          p_post_id: postId,
          p_waiting: outcome.waiting,
          p_email_subject: email.subject,
          p_email_html: email.html,
          p_email_text: email.text,
          ...(outcome.reason === null ? {} : { p_reason: outcome.reason }),
        })
        if (error) throw new Error(`recording the check of ${postId} failed: ${error.message}`)
        return data
      },
    },
  }
}
