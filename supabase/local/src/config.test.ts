import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { configSize, DEFAULT_CONFIG, loadConfig, parseConfig } from './config.ts'

describe('config', () => {
  it('reads the project config.toml', async () => {
    const file = fileURLToPath(new URL('../../config.toml', import.meta.url))
    expect(await loadConfig(file)).toEqual({
      port: 54321,
      enableSignup: false,
      jwtExpiry: 3600,
      noVerifyJwt: [
        'stripe-webhook',
        'public-blog',
        'register-webinar',
        'submit-contact',
        'create-credit-payment',
        'campaign-scheduler',
        'generate-blog-post',
        'upload-video-chunk',
      ],
      importMaps: {},
      storageFileSizeLimit: 500 * 1024 * 1024,
    })
  })

  it('falls back to the CLI defaults', async () => {
    expect(parseConfig('[api]\nport = 6000\n')).toEqual({ ...DEFAULT_CONFIG, port: 6000 })
    expect(await loadConfig('/no/such/config.toml')).toEqual(DEFAULT_CONFIG)
  })

  it('lists the functions whose verify_jwt is off', () => {
    const toml = '[functions.hook]\nverify_jwt = false\n[functions.api]\nverify_jwt = true\n'
    expect(parseConfig(toml).noVerifyJwt).toEqual(['hook'])
  })

  it("resolves a function's import_map against the folder of config.toml", () => {
    const toml = '[functions.hook]\nimport_map = "./functions/import_map.json"\n'
    expect(parseConfig(toml, '/p/supabase').importMaps).toEqual({
      hook: '/p/supabase/functions/import_map.json',
    })
  })

  it('reads sizes as the CLI does: every unit binary', () => {
    expect(configSize('50MiB')).toBe(50 * 1024 * 1024)
    expect(configSize('50MB')).toBe(50 * 1024 * 1024)
    expect(configSize('1GiB')).toBe(1024 ** 3)
    expect(configSize('300')).toBe(300)
    expect(() => configSize('lots')).toThrow('Invalid size')
  })
})
