// The dashboard's data as the SPA reads it: supabase-js against a private local stack,
// signed in the way /admin-login signs in. Registrations are admin-only, over REST and
// over realtime (their changes go to a private topic whose join RLS decides).
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fetchAllPages, PAGE_SIZE } from '@/lib/fetch-all-pages'
import { adminLiveTopic } from '@/lib/paging/admin-live-topics'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import {
  anonClient,
  startSchemaStack,
  type Client,
  type SchemaStack,
} from './schema/support/stack.ts'

let s: SchemaStack
let admin: Client
let user: Client
// supabase-js hands back the open channel of a topic: each test leaves none open.
const channels: { client: Client; channel: RealtimeChannel }[] = []

async function signedIn(isAdmin: boolean): Promise<Client> {
  return (await signIn(anonClient(s.stack), await s.createUser({ admin: isAdmin }))).client
}

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
  admin = await signedIn(true)
  user = await signedIn(false)
})
afterEach(async () => {
  for (const { client, channel } of channels.splice(0)) await client.removeChannel(channel)
})
afterAll(async () => {
  await s?.stop()
})

const registration = () => ({
  name: `Visitor ${randomUUID().slice(0, 8)}`,
  Email: `visitor-${randomUUID()}@example.test`,
  webinar_title: 'Identity Resolution Workshop',
})

/**
 * How a client follows a table: the portal's way (an admin table's private topic, any other
 * table's postgres_changes), or an attacker's (postgres_changes on an admin table, or its
 * topic joined as a public channel).
 */
type Via = 'portal' | 'changes' | 'public topic'

/** One channel per table; each event is recorded as its table's name as it arrives. */
function listen(client: Client, tables: string[], via: Via = 'portal') {
  const events: string[] = []
  const waiters: { table: string; resolve: () => void }[] = []
  const heard = (table: string) => () => {
    events.push(table)
    for (const w of waiters.filter((w) => w.table === table)) w.resolve()
  }
  const joins = tables.map((table) => {
    const topic = adminLiveTopic(table)
    const channel =
      topic && via !== 'changes'
        ? client
            .channel(topic, { config: { private: via === 'portal' } })
            .on('broadcast', { event: 'change' }, heard(table))
        : client
            .channel(`dashboard-${randomUUID()}`)
            .on('postgres_changes', { event: '*', schema: 'public', table }, heard(table))
    channels.push({ client, channel })
    return new Promise<string>((resolve) =>
      channel.subscribe((status) => {
        if (status !== 'CLOSED') resolve(status)
      }),
    )
  })
  /** Each channel's answer to the join: SUBSCRIBED, or CHANNEL_ERROR when refused. */
  const joined = Promise.all(joins)
  const subscribed = () =>
    joined.then((statuses) => {
      if (statuses.some((status) => status !== 'SUBSCRIBED')) throw new Error(statuses.join(', '))
    })
  const next = (table: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${table} event within 5 s`)), 5000)
      waiters.push({ table, resolve: () => (clearTimeout(timer), resolve()) })
    })
  return { events, joined, subscribed, next }
}

describe('Webinar Registration for the dashboard', () => {
  it('is read by an admin, newest first, and by no one else', async () => {
    const rows = [registration(), registration()]
    const { error } = await s.service.from('Webinar Registration').insert(rows)
    expect(error).toBeNull()
    const emails = rows.map((r) => r.Email)

    const asAdmin = await admin
      .from('Webinar Registration')
      .select('id, name, Email, created_at')
      .in('Email', emails)
      .order('created_at', { ascending: false })
    expect(asAdmin.error).toBeNull()
    expect(asAdmin.data?.map((r) => r.Email).sort()).toEqual([...emails].sort())

    // A signed-in non-admin may query (the grant) and sees nothing (RLS); anon has no grant.
    const asUser = await user.from('Webinar Registration').select('id')
    expect(asUser.error).toBeNull()
    expect(asUser.data).toEqual([])
    const asAnon = await anonClient(s.stack).from('Webinar Registration').select('id')
    expect({ status: asAnon.status, code: asAnon.error?.code }).toEqual({
      status: 401,
      code: '42501',
    })
  })

  it('is read in full past the max_rows cap, page by page', async () => {
    const title = `Paging ${randomUUID()}`
    const rows = Array.from({ length: PAGE_SIZE + 5 }, () => ({
      ...registration(),
      webinar_title: title,
    }))
    expect((await s.service.from('Webinar Registration').insert(rows)).error).toBeNull()
    const query = () =>
      admin
        .from('Webinar Registration')
        .select('id')
        .eq('webinar_title', title)
        .order('created_at', { ascending: false })
        .order('id')
    expect((await query()).data).toHaveLength(PAGE_SIZE)
    const all = await fetchAllPages((from, to) => query().range(from, to))
    expect(new Set(all.map((r) => r.id)).size).toBe(PAGE_SIZE + 5)
  })

  it('reaches an admin over realtime and not a signed-in non-admin', async () => {
    const toAdmin = listen(admin, ['Webinar Registration'])
    // The non-admin also listens to published posts: that event arriving after the
    // registration proves the registration was withheld, not merely late.
    const toUser = listen(user, ['Webinar Registration', 'blog_posts'])
    await toAdmin.subscribed()
    expect(await toUser.joined).toEqual(['CHANNEL_ERROR', 'SUBSCRIBED'])

    const adminHeard = toAdmin.next('Webinar Registration')
    const userHeardPost = toUser.next('blog_posts')
    await s.service.from('Webinar Registration').insert(registration())
    await s.service.from('blog_posts').insert({
      title: 'Live update',
      slug: `live-${randomUUID()}`,
      content: '<p>Now</p>',
      published: true,
    })

    await adminHeard
    await userHeardPost
    expect(toUser.events).toEqual(['blog_posts'])
  })
})

describe('contact_messages for the inbox', () => {
  it('is read and heard live by an admin only', async () => {
    const toAdmin = listen(admin, ['contact_messages'])
    const toUser = listen(user, ['contact_messages', 'blog_posts'])
    await toAdmin.subscribed()
    expect(await toUser.joined).toEqual(['CHANNEL_ERROR', 'SUBSCRIBED'])
    const adminHeard = toAdmin.next('contact_messages')
    const userHeardPost = toUser.next('blog_posts')

    const email = `inbox-${randomUUID()}@example.test`
    await s.service
      .from('contact_messages')
      .insert({ name: 'Dana', email, subject: 'Pricing', message: 'Agency plans?' })
    await s.service.from('blog_posts').insert({
      title: 'Another',
      slug: `another-${randomUUID()}`,
      content: '<p>x</p>',
      published: true,
    })
    await adminHeard
    await userHeardPost
    expect(toUser.events).toEqual(['blog_posts'])

    const { data } = await admin.from('contact_messages').select('email').eq('email', email)
    expect(data).toEqual([{ email }])
    const hidden = await user.from('contact_messages').select('email').eq('email', email)
    expect(hidden.data).toEqual([])
  })
})

describe('admin live updates and anonymous sockets', () => {
  it('tell anon nothing of registrations and contact messages, however it subscribes', async () => {
    // Separate clients: supabase-js keeps one channel per topic and client.
    const [anon, anon2, anon3] = [anonClient(s.stack), anonClient(s.stack), anonClient(s.stack)]
    const admins = ['Webinar Registration', 'contact_messages']
    const toAdmin = listen(admin, admins)
    // The published posts are the sentinel: their event arriving after the admin rows proves
    // those were withheld, not merely late.
    const viaChanges = listen(anon, [...admins, 'blog_posts'], 'changes')
    const viaPublicTopic = listen(anon2, admins, 'public topic')
    const viaPrivateTopic = listen(anon3, admins)
    await toAdmin.subscribed()
    expect(await viaChanges.joined).toEqual(['SUBSCRIBED', 'SUBSCRIBED', 'SUBSCRIBED'])
    expect(await viaPublicTopic.joined).toEqual(['SUBSCRIBED', 'SUBSCRIBED'])
    expect(await viaPrivateTopic.joined).toEqual(['CHANNEL_ERROR', 'CHANNEL_ERROR'])

    const adminHeard = Promise.all(admins.map((table) => toAdmin.next(table)))
    const anonHeardPost = viaChanges.next('blog_posts')
    expect((await s.service.from('Webinar Registration').insert(registration())).error).toBeNull()
    const message = { name: 'Eve', email: 'eve@example.test', subject: 'Hi', message: 'Hello' }
    expect((await s.service.from('contact_messages').insert(message)).error).toBeNull()
    await adminHeard
    expect(
      (
        await s.service.from('blog_posts').insert({
          title: 'Sentinel',
          slug: `sentinel-${randomUUID()}`,
          content: '<p>x</p>',
          published: true,
        })
      ).error,
    ).toBeNull()
    await anonHeardPost

    expect(toAdmin.events.sort()).toEqual(['Webinar Registration', 'contact_messages'])
    expect(viaChanges.events).toEqual(['blog_posts'])
    expect(viaPublicTopic.events).toEqual([])
    expect(viaPrivateTopic.events).toEqual([])
  })
})
