import { describe, expect, it } from 'vitest'

describe('zod-jitless', () => {
  it('makes zod parse without compiling, whether zod loads before or after it', async () => {
    await import('@/lib/zod-jitless')
    const { config } = await import('zod')
    expect(config().jitless).toBe(true)
  })
})
