import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { inbox, realtimeHelpers } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, userToken, rawSocket } = realtimeHelpers(stack)

type Broadcast = { type: string; event: string; payload: Record<string, unknown> }

/** Joins `topic` as a private (or public) channel; resolves to its status and broadcasts. */
async function join(supabase: SupabaseClient, topic: string, isPrivate = true) {
  const received = inbox<Broadcast>()
  const statuses = inbox<{ status: string; error?: string }>()
  const channel = supabase
    .channel(topic, { config: { private: isPrivate } })
    .on('broadcast', { event: 'change' }, (message: Broadcast) => received.push(message))
    .subscribe((status, error) => statuses.push({ status, error: error?.message }))
  return { channel, received, status: await statuses.next() }
}

async function send(topic: string, payload: Record<string, unknown>, isPrivate = true) {
  await stack.sql(`select realtime.send($1::jsonb, 'change', $2, $3)`, [
    JSON.stringify(payload),
    topic,
    isPrivate,
  ])
}

async function signedIn(sub: string) {
  const { supabase } = client()
  await supabase.realtime.setAuth(await userToken(sub))
  return supabase
}

describe('private channels (Realtime Authorization)', () => {
  it("refuses anon a private join with hosted's reason", async () => {
    const { status } = await join(client().supabase, 'room:anyone')
    expect(status).toEqual({
      status: 'CHANNEL_ERROR',
      error:
        'Unauthorized: You do not have permissions to read from this Channel topic: room:anyone',
    })
  })

  it("refuses a user another user's topic, and answers the join frame with the error", async () => {
    const raw = await rawSocket()
    const token = await userToken(crypto.randomUUID())
    raw.send([
      '1',
      '1',
      'realtime:room:someone-else',
      'phx_join',
      { config: { private: true, postgres_changes: [] }, access_token: token },
    ])
    expect(await raw.next()).toEqual([
      '1',
      '1',
      'realtime:room:someone-else',
      'phx_reply',
      {
        status: 'error',
        response: {
          reason:
            'Unauthorized: You do not have permissions to read from this Channel topic: room:someone-else',
        },
      },
    ])
  })

  it('delivers realtime.send to the authorised subscriber only', async () => {
    const owner = crypto.randomUUID()
    const topic = `room:${owner}`
    const authorised = await join(await signedIn(owner), topic)
    expect(authorised.status).toEqual({ status: 'SUBSCRIBED', error: undefined })
    const stranger = await join(await signedIn(crypto.randomUUID()), topic)
    expect(stranger.status.status).toBe('CHANNEL_ERROR')
    // A public channel on the same topic joins, but private messages never reach it.
    const anon = client().supabase
    const publicJoin = await join(anon, topic, false)
    expect(publicJoin.status.status).toBe('SUBSCRIBED')

    await send(topic, { table: 'notes', op: 'INSERT' })
    await send(topic, { note: 'public' }, false)
    expect(await authorised.received.next()).toEqual({
      type: 'broadcast',
      event: 'change',
      payload: { table: 'notes', op: 'INSERT' },
    })
    expect(await publicJoin.received.next()).toEqual({
      type: 'broadcast',
      event: 'change',
      payload: { note: 'public' },
    })
    await send(topic, { table: 'notes', op: 'DELETE' })
    expect((await authorised.received.next()).payload).toEqual({ table: 'notes', op: 'DELETE' })
    // The public channel got only the public message: the next thing it gets is the marker.
    await send(topic, { note: 'marker' }, false)
    expect((await publicJoin.received.next()).payload).toEqual({ note: 'marker' })
  })

  it('sends nothing for a realtime.send that is rolled back', async () => {
    const owner = crypto.randomUUID()
    const topic = `room:${owner}`
    const { received } = await join(await signedIn(owner), topic)
    await expect(
      stack.sql(
        `do $$ begin perform realtime.send('{"n":1}', 'change', '${topic}'); raise exception 'undo'; end $$`,
      ),
    ).rejects.toThrow('undo')
    await send(topic, { n: 2 })
    expect((await received.next()).payload).toEqual({ n: 2 })
  })
})
