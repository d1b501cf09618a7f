import { describe, expect, it } from 'vitest'
import { parseDotenv } from './dotenv.ts'

describe('parseDotenv', () => {
  it('reads plain, exported, quoted and commented lines', () => {
    const text = [
      '# secrets for functions',
      'OPENAI_API_KEY=sk-123',
      'export STRIPE_KEY = "rk_live" ',
      "SINGLE='keep \\n as is'",
      'MULTI="line one\\nline two"',
      'WITH_COMMENT=value # not part of it',
      'HASH_INSIDE=abc#def',
      'not a line',
      '',
    ].join('\n')
    expect(parseDotenv(text)).toEqual({
      OPENAI_API_KEY: 'sk-123',
      STRIPE_KEY: 'rk_live',
      SINGLE: 'keep \\n as is',
      MULTI: 'line one\nline two',
      WITH_COMMENT: 'value',
      HASH_INSIDE: 'abc#def',
    })
  })
})
