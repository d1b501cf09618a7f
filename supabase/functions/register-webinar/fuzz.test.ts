import { describe, expect, it } from 'vitest'
import type { WebinarRegistration } from '../_shared/domain/webinar-registration.ts'
import { createHandler } from './handler.ts'
import { pick as pickFrom, seededRandom, type Random } from '@tests/fuzz-bodies.ts'

const FIELDS = ['name', 'email', 'webinar_title'] as const
const HOSTILE_TEXT = [
  '\'; DROP TABLE "Webinar Registration"; --',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "javascript:alert('x')//",
  '${7*7}{{7*7}}',
  'Robert\u0000Tables',
  'line\r\nbreak',
  '\u202Egnp.exe',
  'tab\there',
]
const WRONG_TYPES: unknown[] = [0, -1, 1e308, true, false, null, [], {}, ['a'], { $ne: '' }]

type Body = Record<string, unknown>
type Mutation = (body: Body, pick: <T>(items: readonly T[]) => T) => Body | string | unknown[]

// Each mutation makes a valid body invalid in one way; the generator stacks one to three.
const mutations: Mutation[] = [
  (body, pick) => ({ ...body, [pick(FIELDS)]: pick(WRONG_TYPES) }),
  (body, pick) => {
    const missing = pick(FIELDS)
    return Object.fromEntries(Object.entries(body).filter(([key]) => key !== missing))
  },
  (body, pick) => ({ ...body, [pick(['id', 'created_at', 'Email', 'role', '__proto__x'])]: 'x' }),
  (body, pick) => ({ ...body, [pick(FIELDS)]: 'x'.repeat(1024 * 1024) }),
  (body, pick) => ({ ...body, [pick(FIELDS)]: pick(HOSTILE_TEXT) }),
  (body, pick) => ({ ...body, email: `${pick(HOSTILE_TEXT)}@example.com` }),
  (body, pick) => ({ ...body, [pick(FIELDS)]: pick(['', '   ', '\n\t']) }),
  (body, pick) => ({ ...body, [pick(['name', 'webinar_title'])]: 'y'.repeat(201) }),
  (_body, pick) => pick(['', 'null', '[]', '"text"', '{', '{"name":', 'name=a&email=b']),
  (body) => [body],
]

function hostileBody(rand: Random): string {
  const pick = <T>(items: readonly T[]): T => pickFrom(rand, items)
  let body: Body | string | unknown[] = {
    name: 'Valid Name',
    email: 'valid@example.com',
    webinar_title: 'Identity Resolution Workshop',
  }
  const count = 1 + Math.floor(rand() * 3)
  for (let i = 0; i < count; i++) {
    if (typeof body !== 'object' || Array.isArray(body)) break
    body = pick(mutations)(body, pick)
  }
  return typeof body === 'string' ? body : JSON.stringify(body)
}

describe('register-webinar under 1,000 malformed or hostile bodies', () => {
  it('answers each with a 4xx { error } and writes nothing', async () => {
    const rows: WebinarRegistration[] = []
    const handler = createHandler({
      allowRequest: async () => ({ allowed: true, retryAfterSeconds: 0 }),
      siteUrl: 'https://site.test',
      brand: 'LeadSight',
      now: () => new Date(),
      register: async ({ registration }) => {
        rows.push(registration)
        return { created: true, outboxId: 'o' }
      },
      deliverNow: async () => {},
    })
    const rand = seededRandom(20251213)
    for (let i = 0; i < 1000; i++) {
      const body = hostileBody(rand)
      const res = await handler(
        new Request('http://localhost/register-webinar', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      )
      const payload: unknown = await res.json()
      // 413 for a body past the 8 KB cap, 400 for anything else that is not a registration.
      const expected = new TextEncoder().encode(body).length > 8 * 1024 ? 413 : 400
      expect(res.status, `body #${i}: ${body.slice(0, 200)}`).toBe(expected)
      expect(payload).toEqual({ error: expect.any(String) })
    }
    expect(rows).toEqual([])
  })
})
