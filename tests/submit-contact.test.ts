// The contact write end to end: supabase-js invokes the real submit-contact function on the
// local stack's Deno host, which validates, throttles per address and stores the message.
import { randomUUID } from 'node:crypto'
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_RATE } from '../supabase/functions/submit-contact/deps.ts'
import { startTestStack, testClient, type TestStack } from './support/local-stack.ts'

let stack: TestStack
let anon: SupabaseClient
let service: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  anon = testClient(stack.url, stack.anonKey)
  service = testClient(stack.url, stack.serviceRoleKey)
}, 120_000)
afterAll(async () => {
  await stack?.stop()
})

// A documentation-range address per test keeps each test's throttle bucket its own.
let hosts = 0
const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${++hosts}, 10.0.0.1` })
const message = (email = `visitor-${randomUUID()}@example.test`) => ({
  name: 'Dana Reyes',
  email,
  subject: 'Agency pricing',
  message: 'Do you offer white-label plans?',
})
const stored = async (email: string) =>
  (
    await service
      .from('contact_messages')
      .select('name, email, subject, message')
      .eq('email', email)
  ).data ?? []

async function send(body: Record<string, string>, headers: Record<string, string>) {
  const { data, error } = await anon.functions.invoke('submit-contact', { body, headers })
  if (error instanceof FunctionsHttpError) {
    const response: Response = error.context
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  if (error) throw error
  return { status: 201, body: data, headers: new Headers() }
}

describe('submit-contact', () => {
  it('stores a valid message', async () => {
    const body = message()
    const result = await send(body, fromAddress())
    expect(result).toMatchObject({ status: 201, body: { success: true } })
    expect(await stored(body.email)).toEqual([body])
  })

  it.each([
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'subject'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'message'],
    ['an empty message', { message: '   ' }, 'message'],
  ])('rejects %s with 400 and writes nothing', async (_label, change, field) => {
    const body = { ...message(), ...change }
    const result = await send(body, fromAddress())
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ fields: { [field]: expect.any(String) } })
    expect(await stored(body.email)).toEqual([])
  })

  it('throttles a concurrent burst from one address, and not the next address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' }
    const email = `burst-${randomUUID()}@example.test`
    const burst = CONTACT_RATE.maxMessages + 3
    const results = await Promise.all(
      Array.from({ length: burst }, () => send(message(email), headers)),
    )
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([
      ...Array(CONTACT_RATE.maxMessages).fill(201),
      ...Array(burst - CONTACT_RATE.maxMessages).fill(429),
    ])
    const refused = results.find((r) => r.status === 429)
    expect(refused?.body).toEqual({
      error: 'Too many messages from your address. Please try again later.',
    })
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await stored(email)).toHaveLength(CONTACT_RATE.maxMessages)

    const other = await send(message(email), { 'x-forwarded-for': '203.0.113.78' })
    expect(other.status).toBe(201)
  })

  it('does not let the API roles call the throttle or skip it with a direct insert', async () => {
    const rpc = await anon.rpc('allow_contact_message', {
      address: '203.0.113.1',
      max_messages: 100,
      window_seconds: 1,
    })
    expect(rpc.error).not.toBeNull()
    const insert = await anon.from('contact_messages').insert(message())
    expect(insert.error?.code).toBe('42501')
  })
})
