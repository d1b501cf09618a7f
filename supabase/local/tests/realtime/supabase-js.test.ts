import type { RealtimePostgresChangesFilter } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { inbox, realtimeHelpers, TABLE, TIMESTAMP, withoutSecret, type Change } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, listen, insertNote, userToken, roundTrip } = realtimeHelpers(stack)

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

    await stack.service.from(TABLE).update({ Title: 'Changed' }).eq('id', row.id)
    const update = await changes.next()
    expect(update).toMatchObject({ eventType: 'UPDATE', old: { id: row.id }, errors: null })
    expect(update.new).toEqual({ ...withoutSecret(row), Title: 'Changed' })

    await stack.service.from(TABLE).delete().eq('id', row.id)
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
    await stack.service.from('realtime_unpublished').insert({ id: Date.now() % 1_000_000 })
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
