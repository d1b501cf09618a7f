// Deterministic malformed request bodies for the payment functions' fuzz tests. Every body is
// invalid by construction (each mutation alone makes it so), not by asking the code under test.

/** mulberry32: a small seeded PRNG, so a failing case can be replayed from its index. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = ReturnType<typeof seededRandom>

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

const BAD_LEAD_COUNTS: unknown[] = [
  'NaN',
  '834',
  '',
  null,
  true,
  false,
  [],
  {},
  [834],
  { value: 834 },
  -1,
  0,
  1,
  833,
  -834,
  500_001,
  1_000_000,
  1e308,
  -1e308,
  834.5,
  0.1,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
  'Infinity',
  '1e3',
  ' 1000 ',
  '١٠٠٠',
]
const BAD_EMAILS: unknown[] = [
  '',
  ' ',
  'guest',
  'guest@',
  '@example.com',
  'a b@example.com',
  null,
  42,
  true,
  [],
  {},
  `${'x'.repeat(330)}@example.com`,
  '<script>@example.com',
  'guest@example..com',
]
const BAD_FIXED_AMOUNTS: unknown[] = [
  0,
  1,
  100,
  10_008,
  199_699,
  199_701,
  -199_700,
  1.5,
  '199700',
  null,
  1e12,
]

type Body = Record<string, unknown>
type Mutation = (body: Body, random: Random) => unknown

const MUTATIONS: Mutation[] = [
  (b, r) => ({ ...b, leadCount: pick(r, BAD_LEAD_COUNTS) }),
  (b, r) => ({ ...b, email: pick(r, BAD_EMAILS) }),
  (b) => ({ email: b.email }),
  (b) => ({ leadCount: b.leadCount }),
  (b, r) => ({ ...b, fixedAmount: pick(r, BAD_FIXED_AMOUNTS) }),
  (b, r) => ({ ...b, isAgencyAnnual: true, fixedAmount: pick(r, BAD_FIXED_AMOUNTS) }),
  (b, r) => ({ ...b, isAgencyAnnual: pick(r, ['yes', 1, null, 'true', {}]) }),
  (b) => ({ ...b, isAgencyAnnual: true }),
  (b, r) => ({ ...b, [pick(r, ['amount', 'price', 'unit_amount', 'tier', 'status', 'admin'])]: 1 }),
  (b) => [b],
  (b) => ({ body: b }),
]

const RAW_BODIES = [
  '',
  ' ',
  '{',
  '}',
  '[',
  'null',
  'true',
  '0',
  '"leads"',
  '[]',
  '{"leadCount":NaN}',
  '{"leadCount":834,"email":"guest@example.com"',
  "{'leadCount':834}",
  '\u0000\u0001\u0002',
  '{"__proto__":{"leadCount":834},"email":"guest@example.com"}',
  '{"constructor":{"prototype":{"isAgencyAnnual":true}}}',
]

function randomText(random: Random, length: number): string {
  let text = ''
  for (let i = 0; i < length; i += 1) text += String.fromCharCode(Math.floor(random() * 0x2fff))
  return text
}

/** One malformed create-credit-payment body as sent on the wire. */
export function malformedCheckoutBody(random: Random): string {
  const roll = random()
  if (roll < 0.15) return pick(random, RAW_BODIES)
  if (roll < 0.2) return randomText(random, 1 + Math.floor(random() * 200))
  if (roll < 0.21)
    return JSON.stringify({ leadCount: 834, email: 'guest@example.com', pad: 'x'.repeat(70_000) })
  const valid: Body = {
    leadCount: 834 + Math.floor(random() * 400_000),
    email: 'guest@example.com',
  }
  let body: unknown = valid
  const count = 1 + Math.floor(random() * 3)
  for (let i = 0; i < count; i += 1) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) break
    body = pick(random, MUTATIONS)(Object.fromEntries(Object.entries(body)), random)
  }
  return JSON.stringify(body)
}
