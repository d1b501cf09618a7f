// "It is live", checked (migration 20261130050000_blog_live_check.sql), end to end on the local
// stack: a post is published, the stack's site-rebuild job calls a deploy hook, and the real
// blog-live-check function (Deno, called as Supabase Cron calls it) fetches the post's page from
// a stand-in static host as a crawler would. The admin reads the state as the posts table does;
// the missed-schedule email is read from the mail catcher after the outbox worker ran.
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPageTitle } from '@shared/page-title'
import { DEFAULT_BRAND_NAME } from '@shared/brand'
import {
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'
import { mailById, mailTo } from '@local-stack/tests/support/mail-catcher.ts'

/** The static host: the pages it serves by path, and what its deploy hook answers. */
const pages = new Map<string, string>()
let hookStatus = 200
let hookCalls = 0
let host: Server
let hostUrl = ''

beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/deploy-hook') {
      hookCalls++
      res.writeHead(hookStatus).end()
      return
    }
    const page = pages.get(req.url ?? '')
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html' }).end(page ?? 'Not found')
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  const { port } = host.address() as AddressInfo
  hostUrl = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())))

const stack = useTestStack(() => ({
  functionSecrets: { SITE_URL: hostUrl },
  siteDeployHook: { url: `${hostUrl}/deploy-hook`, quietMs: 0, pollMs: 100 },
}))

/** The page the prerender writes, as far as the check reads it. */
const postPage = (title: string) =>
  `<!doctype html><html><head><meta name="robots" content="index, follow"><meta property="og:title" content="${formatPageTitle(title, DEFAULT_BRAND_NAME)}"></head><body><h1>${title}</h1></body></html>`
const clientShell =
  '<!doctype html><html><head><meta name="robots" content="noindex"></head><body><div id="root"></div></body></html>'

async function runJob(name: 'blog-live-check' | 'email-outbox') {
  const response = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.secretKey,
      Authorization: `Bearer ${stack.secretKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body
}

/** A post published now (as an admin's Publish does: the service role stands in). */
async function publish(title: string) {
  const slug = `live-${randomUUID().slice(0, 8)}`
  const { data, error } = await stack.service
    .from('blog_posts')
    .insert({ title, slug, content: '<p>Body</p>', published: true })
    .select('id')
    .single()
  expect(error).toBeNull()
  return { id: String(data?.id), slug }
}

/** What the posts table shows for a post, read as the admin's page reads it. */
async function liveState(postId: string) {
  const { client } = await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)
  const { data, error } = await client.rpc('blog_post_live_states').eq('post_id', postId)
  expect(error).toBeNull()
  return data?.[0] ?? null
}

/** The database's clock, to tell which rebuild ran after a change. */
const dbNow = async () => (await stack.sql<{ now: string }>('select now()::text as now'))[0]?.now

/** Waits until the stack's site-rebuild job has called the hook since `since` and recorded it. */
async function rebuildRan(since: string | undefined) {
  await expect
    .poll(
      async () =>
        (
          await stack.sql<{ done: boolean }>(
            'select pending_since is null and last_finished_at > $1::timestamptz as done from private.site_rebuild',
            [since],
          )
        )[0]?.done,
    )
    .toBe(true)
}

describe('the live check', () => {
  it('finds a rebuilt post live, and a post still on the client shell Publishing…', async () => {
    hookStatus = 200
    const since = await dbNow()
    const built = await publish('Built and live')
    const waiting = await publish('Still building')
    await rebuildRan(since)
    pages.set(`/blog/${built.slug}`, postPage('Built and live'))
    pages.set(`/blog/${waiting.slug}`, clientShell)

    await runJob('blog-live-check')
    expect(await liveState(built.id)).toEqual({ post_id: built.id, state: 'live', reason: null })
    expect(await liveState(waiting.id)).toEqual({
      post_id: waiting.id,
      state: 'publishing',
      reason: 'the page is still the client shell (no og:title without JavaScript)',
    })
  })

  it('with the deploy hook failing: Not live with the reason, and one missed-schedule email', async () => {
    hookStatus = 500
    const calls = hookCalls
    const since = await dbNow()
    const post = await publish('Hook is failing')
    await rebuildRan(since)
    expect(hookCalls).toBeGreaterThan(calls)
    pages.set(`/blog/${post.slug}`, clientShell)

    await runJob('blog-live-check')
    const reason = 'the site rebuild failed: the deploy hook answered 500'
    expect(await liveState(post.id)).toEqual({ post_id: post.id, state: 'not_live', reason })
    await runJob('email-outbox')
    expect(await mailTo(stack.url, SEED_ADMIN.email)).not.toContainEqual(
      expect.objectContaining({ subject: 'Missed schedule: Hook is failing' }),
    )

    // Ten minutes on: the post was published that long ago.
    await stack.sql(
      "update private.blog_post_live set since = since - interval '11 minutes' where post_id = $1",
      [post.id],
    )
    await runJob('blog-live-check')
    await runJob('blog-live-check')
    await runJob('email-outbox')
    const missed = (await mailTo(stack.url, SEED_ADMIN.email)).filter(
      (mail) => mail.subject === 'Missed schedule: Hook is failing',
    )
    expect(missed).toHaveLength(1)
    const message = await mailById(stack.url, missed[0]?.id ?? '')
    expect(message.text).toContain(
      `The post "Hook is failing" is not live 10 minutes after its publish time.\n\nReason: ${reason}\nAddress: ${hostUrl}/blog/${post.slug}`,
    )
    hookStatus = 200
  })

  it('reports a scheduled draft the scheduler did not publish', async () => {
    const slug = `late-${randomUUID().slice(0, 8)}`
    const { data } = await stack.service
      .from('blog_posts')
      .insert({ title: 'Never published', slug, content: '<p>Body</p>', published: false })
      .select('id')
      .single()
    const id = String(data?.id)
    // Scheduled for an hour ahead, then the clock "passes" it without a scheduler run.
    await stack.sql(
      "update public.blog_posts set published_at = now() + interval '1 hour' where id = $1",
      [id],
    )
    await stack.sql(
      "update private.blog_post_schedule set publish_at = now() - interval '11 minutes' where post_id = $1",
      [id],
    )
    await runJob('blog-live-check')
    expect(await liveState(id)).toEqual({
      post_id: id,
      state: 'not_live',
      reason: 'the scheduler has not published it (the publish-scheduled-posts job did not run)',
    })
  })

  it('answers only the scheduler', async () => {
    const response = await fetch(`${stack.url}/functions/v1/blog-live-check`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(401)
  })
})
