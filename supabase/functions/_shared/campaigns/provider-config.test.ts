import { describe, expect, it } from 'vitest'
import { DEFAULT_AI_BASE_URL, providerConfig } from './provider-config.ts'

describe('the AI provider secrets', () => {
  it('says what is missing while AI_MODEL (or a key or base URL) is unset', () => {
    const none = providerConfig({ AI_API_KEY: ' ', AI_BASE_URL: '', AI_TIMEOUT_MS: '' })
    expect(none).toEqual({
      ok: false,
      problem: expect.stringMatching(/set AI_API_KEY and AI_MODEL/),
    })
  })

  it('reads the provider, with the default base URL and timeout', () => {
    expect(providerConfig({ AI_API_KEY: 'k', AI_MODEL: 'm' })).toEqual({
      ok: true,
      config: { apiKey: 'k', baseUrl: DEFAULT_AI_BASE_URL, model: 'm', timeoutMs: 120_000 },
    })
    expect(
      providerConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: 'm',
        AI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      ok: true,
      config: {
        apiKey: undefined,
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'm',
        timeoutMs: 5000,
      },
    })
  })

  it.each([
    ['AI_BASE_URL', 'api.openai.com/v1'],
    ['AI_TIMEOUT_MS', '2m'],
  ])('throws for %s=%j, naming it, instead of running without it', (name, value) => {
    expect(() => providerConfig({ AI_API_KEY: 'k', AI_MODEL: 'm', [name]: value })).toThrow(
      new RegExp(`^${name} is set but invalid`),
    )
  })
})
