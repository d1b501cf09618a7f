import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { signJwt } from '../../src/keys/jwt.ts'
import { joinFrame, realtimeHelpers, TABLE, TIMESTAMP, withoutSecret } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { insertNote, rawSocket } = realtimeHelpers(stack)

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
    ['an invalid apikey', '?apikey=not-a-jwt&vsn=2.0.0', 403, { message: 'Invalid token' }],
    // The gateway's answer, before realtime (api-keys.ts).
    [
      'no apikey',
      '?vsn=2.0.0',
      401,
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    ],
  ])('refuses a socket with %s', async (_case, query, status, answer) => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket${query}`
    const ws = new WebSocket(url)
    const response = await new Promise<IncomingMessage>((resolve) =>
      ws.once('unexpected-response', (_request, res) => resolve(res)),
    )
    expect(response).toMatchObject({ statusCode: status })
    if (status === 401) {
      expect(response.headers['sb-error-code']).toBe('UNAUTHORIZED_MISSING_API_KEY')
    }
    let body = ''
    for await (const chunk of response) body += String(chunk)
    expect(JSON.parse(body)).toEqual(answer)
  })
})
