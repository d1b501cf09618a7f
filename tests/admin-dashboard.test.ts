// The dashboard's data as the SPA reads it: supabase-js against a private local stack,
// signed in the way /admin-login signs in. Registrations are admin-only, over REST and
// over realtime (RLS decides per subscriber).
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAllPages, PAGE_SIZE } from '@/lib/fetch-all-pages'
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
const channels: RealtimeChannel[] = []

async function signedIn(isAdmin: boolean): Promise<Client> {
  return (await signIn(anonClient(s.stack), await s.createUser({ admin: isAdmin }))).client
}

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
  admin = await signedIn(true)
  user = await signedIn(false)
})
afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe()
  await s?.stop()
})

const registration = () => ({
  name: `Visitor ${randomUUID().slice(0, 8)}`,
  Email: `visitor-${randomUUID()}@example.test`,
  webinar_title: 'Identity Resolution Workshop',
})

/** Resolves with the table of each change event as it arrives. */
function listen(client: Client, tables: string[]) {
  const events: string[] = []
  const waiters: { table: string; resolve: () => void }[] = []
  let channel = client.channel(`dashboard-${randomUUID()}`)
  for (const table of tables)
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => {
      events.push(table)
      for (const w of waiters.filter((w) => w.table === table)) w.resolve()
    })
  channels.push(channel)
  const subscribed = new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve()
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
    }),
  )
  const next = (table: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${table} event within 5 s`)), 5000)
      waiters.push({ table, resolve: () => (clearTimeout(timer), resolve()) })
    })
  return { events, subscribed, next }
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
    await Promise.all([toAdmin.subscribed, toUser.subscribed])

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
    await Promise.all([toAdmin.subscribed, toUser.subscribed])
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
