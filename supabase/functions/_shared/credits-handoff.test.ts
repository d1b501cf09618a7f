import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import {
  deliverHandoffs,
  handoffSender,
  handoffSettings,
  HANDOFF_TIMEOUT_MS,
  type HandoffStore,
} from './credits-handoff.ts'

const SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`
const settings = { url: 'https://app.example.test/hooks/credits', secret: SECRET }
const row = { id: 'b6c1c7a2-0000-4000-8000-000000000001', payload: { type: 'credits.purchased' } }

describe('the credits hand-off', () => {
  it('signs each POST per Standard Webhooks, verifiable by the receiver, with a stable id', async () => {
    const sent: Request[] = []
    const send = handoffSender(settings, async (input, init) => {
      sent.push(new Request(input, init))
      return new Response(null, { status: 204 })
    })
    await send(row)
    await send(row)
    const [first, second] = sent
    expect(first?.url).toBe(settings.url)
    const headers = Object.fromEntries(first?.headers ?? [])
    expect(headers['webhook-id']).toBe(row.id)
    expect(second?.headers.get('webhook-id')).toBe(row.id)
    const body = (await first?.text()) ?? ''
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(row.payload)
    const forged = {
      ...headers,
      'webhook-signature': headers['webhook-signature']?.replace(/.$/, 'A') ?? '',
    }
    expect(() =>
      new Webhook(SECRET).verify(body.replace('purchased', 'refunded'), forged),
    ).toThrow()
  })

  it('turns a refusal or a timeout into the error the Orders page shows', async () => {
    const refused = handoffSender(settings, async () => new Response('down', { status: 500 }))
    await expect(refused(row)).rejects.toThrow('HTTP 500: down')
    const timeout = handoffSender(settings, async () => {
      throw new DOMException('signal timed out', 'TimeoutError')
    })
    await expect(timeout(row)).rejects.toThrow(`No answer within ${HANDOFF_TIMEOUT_MS / 1000} s`)
  })

  it('records every outcome, failures for a retry, and never throws one', async () => {
    const finished: [string, string | null][] = []
    const store: HandoffStore = {
      claim: async () => [row, { ...row, id: 'second' }],
      finish: async (id, error) => void finished.push([id, error]),
    }
    const report = await deliverHandoffs(
      store,
      async (r) => {
        if (r.id === 'second') throw new Error('HTTP 503')
      },
      { limit: 10 },
      () => {},
    )
    expect(report).toEqual({ delivered: 1, failed: 1 })
    expect(finished).toEqual([
      [row.id, null],
      ['second', 'HTTP 503'],
    ])
  })

  it('is off without both secrets, and names the missing one when only one is set', () => {
    expect(handoffSettings({})).toBeNull()
    expect(
      handoffSettings({ CREDITS_WEBHOOK_URL: settings.url, CREDITS_WEBHOOK_SECRET: SECRET }),
    ).toEqual(settings)
    expect(() => handoffSettings({ CREDITS_WEBHOOK_URL: settings.url })).toThrow(
      'CREDITS_WEBHOOK_SECRET is not set',
    )
    expect(() =>
      handoffSettings({ CREDITS_WEBHOOK_URL: settings.url, CREDITS_WEBHOOK_SECRET: 'secret' }),
    ).toThrow('CREDITS_WEBHOOK_SECRET is set but invalid')
  })
})
