import { once } from 'node:events'
import type { IncomingMessage } from 'node:http'
import {
  createClient,
  type RealtimePostgresChangesFilter,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { signJwt } from '../../supabase/local/src/jwt.ts'
import {
  NO_FUNCTIONS,
  startTestStack,
  TEST_MIGRATIONS,
  TEST_SEED,
  testClient,
  type TestStack,
} from '../support/local-stack.ts'

type Note = Record<string, unknown>
type Change = RealtimePostgresChangesPayload<Note>

const TABLE = 'Realtime Notes'
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

let stack: TestStack
let admin: SupabaseClient
const clients: SupabaseClient[] = []
const sockets: WebSocket[] = []

/** Items in arrival order; next() waits for one, failing after a timeout instead of hanging. */
function inbox<T>() {
  const items: T[] = []
  const waiters: ((item: T) => void)[] = []
  return {
    push(item: T) {
      const waiter = waiters.shift()
      if (waiter) waiter(item)
      else items.push(item)
    },
    next(ms = 5000): Promise<T> {
      const item = items.shift()
      if (item !== undefined) return Promise.resolve(item)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`nothing arrived within ${ms} ms`)), ms)
        waiters.push((arrived) => {
          clearTimeout(timer)
          resolve(arrived)
        })
      })
    },
  }
}

type AnyListener = ((event: never) => void) | { handleEvent(event: never): void }

/**
 * A supabase-js client whose websockets the test can reach (`opened`), to drop one. ws's
 * listeners take ws's own event types, which realtime-js's DOM-typed `transport` rejects;
 * declaring them as taking any event fits both.
 */
function client() {
  const opened = inbox<WebSocket>()
  class TrackedSocket extends WebSocket {
    declare onopen: ((event: unknown) => void) | null
    declare onmessage: ((event: unknown) => void) | null
    declare onclose: ((event: unknown) => void) | null
    declare onerror: ((event: unknown) => void) | null
    declare addEventListener: (type: string, listener: AnyListener) => void
    declare removeEventListener: (type: string, listener: AnyListener) => void
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols)
      opened.push(this)
    }
  }
  const created = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: TrackedSocket, reconnectAfterMs: () => 100 },
  })
  clients.push(created)
  return { supabase: created, opened }
}

/** Subscribes to every change of the test tables; resolves once SUBSCRIBED. */
async function listen(
  supabase: SupabaseClient,
  filter: Partial<{ table: string; filter: string }> = {},
) {
  const changes = inbox<Change>()
  const statuses = inbox<string>()
  const channel = supabase
    .channel(`notes-${Math.random()}`)
    .on('postgres_changes', { event: '*', schema: 'public', ...filter }, (p: Change) =>
      changes.push(p),
    )
    .subscribe((status) => statuses.push(status))
  expect(await statuses.next()).toBe('SUBSCRIBED')
  return { channel, changes, statuses }
}

async function insertNote(values: Note): Promise<Note> {
  const { data, error } = await admin.from(TABLE).insert(values).select().single()
  if (error) throw new Error(error.message)
  return data
}

const withoutSecret = ({ secret: _secret, ...rest }: Note) => rest
const userToken = (sub: string) =>
  signJwt({ role: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600 }, stack.jwtSecret)

/** Waits until the server has handled everything the client sent before (frames are ordered). */
async function roundTrip(supabase: SupabaseClient) {
  const ok = new Promise<void>((resolve) =>
    supabase.realtime.onHeartbeat((status) => status === 'ok' && resolve()),
  )
  await supabase.realtime.sendHeartbeat()
  await ok
}

/** A bare websocket speaking Phoenix frames, to check them byte for byte. */
async function rawSocket() {
  const ws = new WebSocket(`${socketUrl(stack.anonKey)}&eventsPerSecond=10&log_level=info`)
  sockets.push(ws)
  const frames = inbox<unknown>()
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())))
  await once(ws, 'open')
  return { send: (frame: unknown[]) => ws.send(JSON.stringify(frame)), next: frames.next }
}

const socketUrl = (apikey: string) =>
  `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`

const joinFrame = (joinRef: string, topic: string, postgres_changes: unknown[], extra = {}) => [
  joinRef,
  joinRef,
  topic,
  'phx_join',
  {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes,
      private: false,
    },
    ...extra,
  },
]

beforeAll(async () => {
  stack = await startTestStack({
    migrationsDir: TEST_MIGRATIONS,
    seedFile: TEST_SEED,
    functionsDir: NO_FUNCTIONS,
  })
  admin = testClient(stack.url, stack.serviceRoleKey)
})

afterAll(async () => {
  for (const socket of sockets) socket.terminate()
  await Promise.all(clients.map((c) => c.removeAllChannels()))
  await stack?.stop()
})

describe('realtime with supabase-js', () => {
  it('delivers INSERT, UPDATE and DELETE with the hosted payload fields', async () => {
    const { supabase } = client()
    const { changes } = await listen(supabase, { table: TABLE })
    const row = await insertNote({ Title: 'Hello', tags: ['a', 'b'], secret: 's3' })

    const insert = await changes.next()
    expect(insert).toEqual({
      schema: 'public',
      table: TABLE,
      commit_timestamp: expect.stringMatching(TIMESTAMP),
      eventType: 'INSERT',
      new: withoutSecret(row),
      old: {},
      errors: null,
    })

    await admin.from(TABLE).update({ Title: 'Changed' }).eq('id', row.id)
    const update = await changes.next()
    expect(update).toMatchObject({ eventType: 'UPDATE', old: { id: row.id }, errors: null })
    expect(update.new).toEqual({ ...withoutSecret(row), Title: 'Changed' })

    await admin.from(TABLE).delete().eq('id', row.id)
    expect(await changes.next()).toMatchObject({
      eventType: 'DELETE',
      new: {},
      old: { id: row.id },
      commit_timestamp: expect.stringMatching(TIMESTAMP),
    })
  })

  it('never sends changes of unpublished tables', async () => {
    const { supabase } = client()
    const { changes } = await listen(supabase)
    await admin.from('realtime_unpublished').insert({ id: Date.now() % 1_000_000 })
    const row = await insertNote({ Title: 'after unpublished' })
    expect((await changes.next()).new).toMatchObject({ id: row.id })
  })

  it('applies binding filters', async () => {
    const { supabase } = client()
    const { changes } = await listen(supabase, { table: TABLE, filter: 'Title=eq.wanted' })
    await insertNote({ Title: 'unwanted' })
    await insertNote({ Title: 'wanted' })
    expect((await changes.next()).new).toMatchObject({ Title: 'wanted' })
  })

  it('does not let a filter probe a column the role may not select', async () => {
    const { supabase } = client()
    const changes = inbox<Change>()
    const statuses = inbox<string>()
    const filtered = (filter: string): RealtimePostgresChangesFilter<'*'> => ({
      event: '*',
      schema: 'public',
      table: TABLE,
      filter,
    })
    supabase
      .channel('probe')
      .on('postgres_changes', filtered('secret=eq.probe'), (p: Change) => changes.push(p))
      .on('postgres_changes', filtered('Title=eq.marker'), (p: Change) => changes.push(p))
      .subscribe((status) => statuses.push(status))
    expect(await statuses.next()).toBe('SUBSCRIBED')
    await insertNote({ Title: 'probed', secret: 'probe' })
    await insertNote({ Title: 'marker' })
    expect((await changes.next()).new).toMatchObject({ Title: 'marker' })
  })

  it('hides a row RLS hides from anon while its owner gets it', async () => {
    const owner = crypto.randomUUID()
    const ownerToken = await userToken(owner)
    const anon = await listen(client().supabase, { table: TABLE })
    const { supabase: signedIn } = client()
    // Set before subscribing, so the join itself carries the user's token.
    await signedIn.realtime.setAuth(ownerToken)
    const mine = await listen(signedIn, { table: TABLE })

    const hidden = await insertNote({ Title: 'private', is_public: false, owner })
    const visible = await insertNote({ Title: 'public' })

    expect((await anon.changes.next()).new).toMatchObject({ id: visible.id })
    expect((await mine.changes.next()).new).toEqual(hidden)
    expect((await mine.changes.next()).new).toEqual(visible)
  })

  it('delivers what a new access_token may see', async () => {
    const owner = crypto.randomUUID()
    const { supabase } = client()
    const { changes } = await listen(supabase, { table: TABLE })
    await supabase.realtime.setAuth(await userToken(owner))
    await roundTrip(supabase)

    const hidden = await insertNote({ Title: 'now visible', is_public: false, owner })
    expect((await changes.next()).new).toMatchObject({ id: hidden.id, Title: 'now visible' })
  })

  it('leaves a channel with an ok reply', async () => {
    const { supabase } = client()
    const { channel } = await listen(supabase, { table: TABLE })
    expect(await supabase.removeChannel(channel)).toBe('ok')
  })

  it('rejoins after the server drops the socket and delivers again', async () => {
    const { supabase, opened } = client()
    const { changes, statuses } = await listen(supabase, { table: TABLE })
    const first = await opened.next()
    // The server closes a connection that sends a frame its serializer cannot decode.
    first.send('not a phoenix frame')
    await opened.next(10_000)
    // The drop reports CHANNEL_ERROR; the rejoin on the new socket reports SUBSCRIBED.
    expect(await statuses.next()).toBe('CHANNEL_ERROR')
    expect(await statuses.next(10_000)).toBe('SUBSCRIBED')

    const row = await insertNote({ Title: 'after reconnect' })
    expect((await changes.next()).new).toMatchObject({ id: row.id })
  })
})

describe('realtime wire protocol', () => {
  it('answers heartbeats, echoes bindings and sends events as hosted does', async () => {
    const raw = await rawSocket()
    raw.send([null, '7', 'phoenix', 'heartbeat', {}])
    expect(await raw.next()).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])

    const bindings = [
      { event: 'INSERT', schema: 'public', table: TABLE },
      { event: '*', schema: 'public', table: TABLE, filter: 'Title=eq.both' },
    ]
    raw.send(joinFrame('1', 'realtime:raw', bindings))
    const id = expect.any(Number)
    expect(await raw.next()).toEqual([
      '1',
      '1',
      'realtime:raw',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: bindings.map((b) => ({ ...b, id })) } },
    ])
    const system = { extension: 'postgres_changes', status: 'ok', channel: 'raw' }
    expect(await raw.next()).toEqual([
      '1',
      null,
      'realtime:raw',
      'system',
      { ...system, message: 'Subscribed to PostgreSQL' },
    ])

    const one = await insertNote({ Title: 'insert only', secret: 'hidden from anon' })
    const first = await raw.next()
    expect(first).toEqual([
      null,
      null,
      'realtime:raw',
      'postgres_changes',
      {
        ids: [id],
        data: {
          schema: 'public',
          table: TABLE,
          commit_timestamp: expect.stringMatching(TIMESTAMP),
          type: 'INSERT',
          columns: [
            { name: 'id', type: 'uuid' },
            { name: 'Title', type: 'text' },
            { name: 'owner', type: 'uuid' },
            { name: 'is_public', type: 'bool' },
            { name: 'tags', type: '_text' },
            { name: 'created_at', type: 'timestamptz' },
          ],
          record: withoutSecret(one),
          errors: null,
        },
      },
    ])
    await insertNote({ Title: 'both' })
    const second = await raw.next()
    expect(second).toMatchObject([
      null,
      null,
      'realtime:raw',
      'postgres_changes',
      { ids: [id, id] },
    ])
    expect(JSON.stringify(first)).not.toContain('hidden from anon')

    raw.send(['1', '9', 'realtime:raw', 'phx_leave', {}])
    expect(await raw.next()).toEqual([
      '1',
      '9',
      'realtime:raw',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    raw.send(['1', '10', 'realtime:raw', 'access_token', { access_token: stack.anonKey }])
    expect(await raw.next()).toEqual([
      '1',
      '10',
      'realtime:raw',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
  })

  it('refuses bad joins and shuts a channel given an invalid access_token', async () => {
    const raw = await rawSocket()
    raw.send(
      joinFrame('1', 'realtime:bad', [{ event: 'TRUNCATE', schema: 'public', table: TABLE }]),
    )
    expect(await raw.next()).toEqual([
      '1',
      '1',
      'realtime:bad',
      'phx_reply',
      { status: 'error', response: { reason: 'Invalid postgres_changes event: TRUNCATE' } },
    ])
    const expired = await signJwt({ role: 'anon', exp: 1 }, stack.jwtSecret)
    raw.send(joinFrame('2', 'realtime:late', [], { access_token: expired }))
    expect(await raw.next()).toMatchObject([
      '2',
      '2',
      'realtime:late',
      'phx_reply',
      { status: 'error', response: { reason: expect.stringMatching(/^Token has expired/) } },
    ])

    raw.send(joinFrame('3', 'realtime:shut', [{ event: '*', schema: 'public', table: TABLE }]))
    expect(await raw.next()).toMatchObject([
      '3',
      '3',
      'realtime:shut',
      'phx_reply',
      { status: 'ok' },
    ])
    await raw.next()
    raw.send(['3', '4', 'realtime:shut', 'access_token', { access_token: 'not-a-jwt' }])
    expect(await raw.next()).toEqual([
      '3',
      null,
      'realtime:shut',
      'system',
      { extension: 'system', status: 'error', message: 'Invalid token', channel: 'shut' },
    ])
    expect(await raw.next()).toEqual(['3', '3', 'realtime:shut', 'phx_close', {}])
  })

  it.each([
    ['an invalid apikey', '?apikey=not-a-jwt&vsn=2.0.0', 'Invalid token'],
    ['no apikey', '?vsn=2.0.0', 'No API key found in request'],
  ])('refuses a socket with %s', async (_case, query, message) => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket${query}`
    const ws = new WebSocket(url)
    const response = await new Promise<IncomingMessage>((resolve) =>
      ws.once('unexpected-response', (_request, res) => resolve(res)),
    )
    expect(response).toMatchObject({ statusCode: 403 })
    let body = ''
    for await (const chunk of response) body += String(chunk)
    expect(JSON.parse(body)).toEqual({ message })
  })
})
