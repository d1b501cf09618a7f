// The contact write end to end: supabase-js invokes the real submit-contact function on the
// local stack's Deno host, which validates, throttles per address and stores the message.
import { randomUUID } from 'node:crypto'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../supabase/functions/_shared/rate-limit.ts'
import { useTestStack } from '@local-stack/tests/support/test-stack.ts'

const stack = useTestStack()

// The stack, like the hosted gateway, tells the function the caller's address itself: every
// request here comes from 127.0.0.1, so only one test may spend that address's allowance.
const LIMIT = RATE_LIMITS.contactMessage.maxHits
const message = (email = `visitor-${randomUUID()}@example.test`) => ({
  name: 'Dana Reyes',
  email,
  subject: 'Agency pricing',
  message: 'Do you offer white-label plans?',
})
const stored = (email: string) =>
  stack.sql(
    'select name, email, subject, message from public.contact_messages where email = $1 order by created_at',
    [email],
  )

async function send(body: Record<string, string>) {
  const { data, error } = await stack.anon.functions.invoke('submit-contact', { body })
  if (error instanceof FunctionsHttpError) {
    const response: Response = error.context
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  if (error) throw error
  return { status: 201, body: data, headers: new Headers() }
}

describe('submit-contact', () => {
  it.each([
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'subject'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'message'],
    ['an empty message', { message: '   ' }, 'message'],
  ])('rejects %s with 400 and writes nothing', async (_label, change, field) => {
    const body = { ...message(), ...change }
    const result = await send(body)
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ fields: { [field]: expect.any(String) } })
    expect(await stored(body.email)).toEqual([])
  })

  it('stores valid messages up to the per-address limit, then refuses a burst with 429', async () => {
    const email = `burst-${randomUUID()}@example.test`
    const burst = LIMIT + 3
    // Sent at once: the count-then-insert in the database must hold under concurrency.
    const results = await Promise.all(Array.from({ length: burst }, () => send(message(email))))
    const statuses = results.map((r) => r.status).sort()
    // On failure, say what the function answered, not only the statuses.
    const answers = JSON.stringify(results.map((r) => r.body))
    expect(statuses, answers).toEqual([
      ...Array(LIMIT).fill(201),
      ...Array(burst - LIMIT).fill(429),
    ])
    expect(results.find((r) => r.status === 201)?.body).toEqual({ success: true })
    const refused = results.find((r) => r.status === 429)
    expect(refused?.body).toEqual({
      error: 'Too many messages from your address. Please try again later.',
    })
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await stored(email)).toEqual(Array(LIMIT).fill(message(email)))
    // Validation comes first: a bad body is still told what is wrong, not to wait.
    expect((await send({ ...message(), email: 'nope' })).status).toBe(400)
  })

  it('does not let the API roles call the throttle or skip it with a direct insert', async () => {
    const rpc = await stack.anon.rpc('hit_rate_limit', {
      bucket: RATE_LIMITS.contactMessage.bucket,
      address: '203.0.113.1',
      max_hits: 100,
      window_seconds: 1,
    })
    expect(rpc.error).not.toBeNull()
    const insert = await stack.anon.from('contact_messages').insert(message())
    expect(insert.error?.code).toBe('42501')
  })
})
