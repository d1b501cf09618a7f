import { describe, expect, it } from 'vitest'
import { changeFrame, decodeFrame, encodeFrame, replyFrame } from './phoenix.ts'

describe('phoenix 2.0.0 framing', () => {
  it('decodes a join frame into its five parts', () => {
    const text = '["1","1","realtime:blog-changes","phx_join",{"config":{}}]'
    expect(decodeFrame(text)).toEqual({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:blog-changes',
      event: 'phx_join',
      payload: { config: {} },
    })
  })

  it('accepts null refs, as heartbeats send', () => {
    expect(decodeFrame('[null,"7","phoenix","heartbeat",{}]')).toMatchObject({
      joinRef: null,
      ref: '7',
    })
  })

  it.each([
    'not json',
    '{"topic":"x"}',
    '["1","1","t","e"]',
    '[1,"1","t","e",{}]',
    '["1","1","t","e",[]]',
  ])('rejects %s', (text) => expect(decodeFrame(text)).toBeNull())

  it('encodes frames as arrays', () => {
    const frame = { joinRef: null, ref: null, topic: 't', event: 'e', payload: { a: 1 } }
    expect(JSON.parse(encodeFrame(frame))).toEqual([null, null, 't', 'e', { a: 1 }])
  })

  it('builds the heartbeat reply exactly', () => {
    const request = { joinRef: null, ref: '7', topic: 'phoenix' }
    expect(replyFrame(request, 'ok', {})).toBe(
      '[null,"7","phoenix","phx_reply",{"status":"ok","response":{}}]',
    )
  })

  it('builds change frames around pre-serialised data', () => {
    const frame = changeFrame('realtime:a "b"', [1, 2], '{"type":"INSERT"}')
    expect(JSON.parse(frame)).toEqual([
      null,
      null,
      'realtime:a "b"',
      'postgres_changes',
      { ids: [1, 2], data: { type: 'INSERT' } },
    ])
  })
})
