import { describe, expect, it } from 'vitest'
import { crawlerProblem, metaContent, missedScheduleEmail } from './blog-live.ts'

const BRAND = 'LeadSight'
const post = { title: 'Cold email in 2026', seo_title: null }
const head = (robots: string, ogTitle: string) =>
  `<html><head><meta name="robots" content="${robots}"><meta property="og:title" content="${ogTitle}"></head></html>`
const live = head('index, follow', 'Cold email in 2026 | LeadSight - AI CRM Platform')

describe('crawlerProblem', () => {
  it('passes the post page as the prerender writes it', () => {
    expect(crawlerProblem({ status: 200, html: live }, post, BRAND)).toBeNull()
  })

  it('names what is wrong, as the posts table shows it', () => {
    expect(crawlerProblem({ status: 404, html: live }, post, BRAND)).toBe('the page answered 404')
    expect(
      crawlerProblem({ status: 200, html: '<meta name="robots" content="noindex">' }, post, BRAND),
    ).toBe('the page is still the client shell (no og:title without JavaScript)')
    expect(
      crawlerProblem(
        { status: 200, html: head('noindex, nofollow', 'Cold email in 2026') },
        post,
        BRAND,
      ),
    ).toBe('the page\'s robots tag is "noindex, nofollow", not "index, follow"')
    expect(
      crawlerProblem({ status: 200, html: head('index, follow', 'Old title') }, post, BRAND),
    ).toBe('og:title is "Old title", not "Cold email in 2026 | LeadSight - AI CRM Platform"')
  })

  it('compares with the SEO title when the post has one, entities decoded', () => {
    const seo = { title: 'Cold email', seo_title: 'Q&A: cold email' }
    const html = head('index, follow', 'Q&amp;A: cold email | LeadSight - AI CRM Platform')
    expect(crawlerProblem({ status: 200, html }, seo, BRAND)).toBeNull()
  })
})

describe('metaContent', () => {
  it('reads single-quoted and reordered attributes', () => {
    expect(metaContent(`<meta content='x y' property='og:title'>`, 'og:title')).toBe('x y')
    expect(metaContent('<meta name="description" content="d">', 'og:title')).toBeNull()
  })
})

describe('missedScheduleEmail', () => {
  it('names the post, the reason and the address, in both parts', () => {
    const email = missedScheduleEmail({
      brand: BRAND,
      title: 'Cold <email>',
      url: 'https://site.test/blog/cold-email',
      reason: 'the site rebuild failed: the deploy hook answered 500',
      adminUrl: 'https://site.test/admin-portal/blog',
    })
    expect(email.subject).toBe('Missed schedule: Cold <email>')
    expect(email.text).toContain(
      'The post "Cold <email>" is not live 10 minutes after its publish time.\n\nReason: the site rebuild failed: the deploy hook answered 500\nAddress: https://site.test/blog/cold-email',
    )
    expect(email.html).toContain('<strong>Cold &lt;email&gt;</strong>')
  })
})
