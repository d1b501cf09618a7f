import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { authHelpers, email } from './helpers.ts'

// Its own stack: these tests empty the address's buckets, which every sign-in of a file shares.
const stack = useTestStack(TEST_SCHEMA)
const { client, newUser } = authHelpers(stack)

describe('per-address rate limits ([auth.rate_limit], buckets of 30)', () => {
  it('throttles password sign-ins: after 30 tries even the right password waits', async () => {
    const user = await newUser()
    const supabase = client()
    const started = performance.now()
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 200; i++) {
      const { error } = await supabase.auth.signInWithPassword({
        email: user.email,
        password: `wrong-${i}`,
      })
      codes.push(error?.code)
    }
    const seconds = (performance.now() - started) / 1000
    const refused = codes.filter((code) => code === 'over_request_rate_limit').length
    console.log(`200 wrong passwords: ${seconds.toFixed(1)} s, ${refused} refused with 429`)
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('invalid_credentials'))
    // The bucket refills at 150 per 5 minutes (one every 2 s): a few more tries get through.
    expect(refused).toBeGreaterThan(100)

    const right = await supabase.auth.signInWithPassword(user)
    expect(right.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    expect(right.data.session).toBeNull()
  }, 120_000)

  it('limits recovery requests per address, whether or not the addresses exist', async () => {
    const results = []
    for (let i = 0; i < 31; i++) results.push(await client().auth.resetPasswordForEmail(email()))
    expect(results.slice(0, 30).every((r) => r.error === null)).toBe(true)
    expect(results[30]?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})
