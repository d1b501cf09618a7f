import { once } from 'node:events'
import {
  createClient,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { afterAll, expect } from 'vitest'
import WebSocket from 'ws'
import type { StackFixture } from '../support/test-stack.ts'
import { signJwt } from '../../src/keys/jwt.ts'

export type Note = Record<string, unknown>
export type Change = RealtimePostgresChangesPayload<Note>

export const TABLE = 'Realtime Notes'
export const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** Items in arrival order; next() waits for one, failing after a timeout instead of hanging. */
export function inbox<T>() {
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

export const withoutSecret = ({ secret: _secret, ...rest }: Note) => rest

export const joinFrame = (
  joinRef: string,
  topic: string,
  postgres_changes: unknown[],
  extra = {},
) => [
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

/** Clients, sockets and rows on the file's stack; closes the sockets and channels in afterAll. */
export function realtimeHelpers(stack: StackFixture) {
  const clients: SupabaseClient[] = []
  const sockets: WebSocket[] = []
  afterAll(async () => {
    for (const socket of sockets) socket.terminate()
    await Promise.all(clients.map((c) => c.removeAllChannels()))
  })

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
    const { data, error } = await stack.service.from(TABLE).insert(values).select().single()
    if (error) throw new Error(error.message)
    return data
  }

  const userToken = (sub: string) =>
    signJwt(
      { role: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600 },
      stack.jwtSecret,
    )

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

  return { client, listen, insertNote, userToken, roundTrip, rawSocket }
}
