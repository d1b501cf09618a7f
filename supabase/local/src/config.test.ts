import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND_NAME } from '../../functions/_shared/domain/brand.ts'
import { configDuration, configSize, DEFAULT_CONFIG, loadConfig, parseConfig } from './config.ts'

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
        'workshop-player',
        'create-credit-payment',
        'campaign-scheduler',
        'email-outbox',
        'credits-handoff',
        'blog-live-check',
        'workshop-followups',
        'email-unsubscribe',
        'generate-blog-post',
        'upload-video-chunk',
        'invite-admin',
        'admin-reset-factors',
      ],
      importMaps: {},
      storageFileSizeLimit: 500 * 1024 * 1024,
      auth: {
        siteUrl: 'http://127.0.0.1:5173',
        additionalRedirectUrls: ['http://127.0.0.1:5173', 'http://localhost:5173'],
        emailProvider: true,
        minimumPasswordLength: 6,
        emailMaxFrequencySeconds: 60,
        otpLength: 6,
        otpExpirySeconds: 3600,
        emailTemplates: {
          invite: {
            subject: `You're invited to the ${DEFAULT_BRAND_NAME} admin portal`,
            content: expect.stringContaining('{{ .ConfirmationURL }}'),
          },
          recovery: {
            subject: `Reset your ${DEFAULT_BRAND_NAME} admin password`,
            content: expect.stringContaining('{{ .ConfirmationURL }}'),
          },
        },
        emailSender: `${DEFAULT_BRAND_NAME} <no-reply@mail.localhost>`,
        rateLimit: { tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
      },
    })
  })

  it("ships auth email templates that carry the brand's name", async () => {
    const file = fileURLToPath(new URL('../../config.toml', import.meta.url))
    const { auth } = await loadConfig(file)
    for (const template of Object.values(auth?.emailTemplates ?? {}))
      expect(template.content).toContain(DEFAULT_BRAND_NAME)
  })

  it('reads Go durations as config.toml writes them', () => {
    expect(configDuration('1s')).toBe(1)
    expect(configDuration('1m')).toBe(60)
    expect(configDuration('1h30m')).toBe(5400)
    expect(() => configDuration('soon')).toThrow('Invalid duration')
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
