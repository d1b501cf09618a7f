import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'smol-toml'
import type { AuthSettings, StackConfig } from './stack-context.ts'

/**
 * `[auth]` when config.toml leaves a key out: the values of the CLI's config template
 * (supabase/cli pkg/config/templates/config.toml), which the CLI loads as its defaults.
 */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['https://127.0.0.1:3000'],
  emailProvider: true,
  minimumPasswordLength: 6,
  emailMaxFrequencySeconds: 1,
  otpLength: 6,
  otpExpirySeconds: 3600,
  emailTemplates: {},
  // The CLI template's [inbucket] admin_email and sender_name.
  emailSender: 'Admin <admin@email.com>',
  rateLimit: { tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
}

export const DEFAULT_CONFIG: StackConfig = {
  port: 54321,
  enableSignup: true,
  jwtExpiry: 3600,
  noVerifyJwt: [],
  importMaps: {},
  auth: DEFAULT_AUTH_SETTINGS,
}

function table(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || !(key in value)) return {}
  const inner: unknown = Reflect.get(value, key)
  return typeof inner === 'object' && inner !== null
    ? Object.fromEntries(Object.entries(inner))
    : {}
}

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** A Go duration as config.toml writes one ("1s", "1m", "1h30m"), in seconds. */
export function configDuration(text: string): number {
  const parts = [...text.matchAll(/([0-9]+(?:\.[0-9]+)?)(h|m|s|ms)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) {
    throw new Error(`Invalid duration in config.toml: ${text}`)
  }
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 }
  return parts.reduce((sum, p) => sum + Number(p[1]) * (unit[p[2] ?? 's'] ?? 1), 0)
}

/**
 * `[auth.email.template.<type>]`: the subject, and the content read from content_path, which the
 * CLI resolves against the project folder (the one holding supabase/), as its
 * `content_path = "./supabase/templates/invite.html"` examples do
 * (https://supabase.com/docs/guides/local-development/customizing-email-templates).
 */
function emailTemplates(email: Record<string, unknown>, projectDir: string) {
  const templates = table(email, 'template')
  const read = (type: 'invite' | 'recovery') => {
    const template = table(templates, type)
    const subject = typeof template.subject === 'string' ? template.subject : undefined
    const contentPath = template.content_path
    const content =
      typeof contentPath === 'string'
        ? readFileSync(path.resolve(projectDir, contentPath), 'utf8')
        : undefined
    return subject === undefined && content === undefined ? [] : [[type, { subject, content }]]
  }
  return Object.fromEntries([...read('invite'), ...read('recovery')])
}

function authSettings(
  auth: Record<string, unknown>,
  inbucket: Record<string, unknown>,
  projectDir: string,
): AuthSettings {
  const email = table(auth, 'email')
  const rate = table(auth, 'rate_limit')
  const d = DEFAULT_AUTH_SETTINGS
  const urls = auth.additional_redirect_urls
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : d.siteUrl,
    additionalRedirectUrls: Array.isArray(urls)
      ? urls.filter((u): u is string => typeof u === 'string')
      : d.additionalRedirectUrls,
    emailProvider: typeof email.enable_signup === 'boolean' ? email.enable_signup : d.emailProvider,
    minimumPasswordLength: num(auth.minimum_password_length, d.minimumPasswordLength),
    emailMaxFrequencySeconds:
      typeof email.max_frequency === 'string'
        ? configDuration(email.max_frequency)
        : d.emailMaxFrequencySeconds,
    otpLength: num(email.otp_length, d.otpLength),
    otpExpirySeconds: num(email.otp_expiry, d.otpExpirySeconds),
    emailTemplates: emailTemplates(email, projectDir),
    emailSender:
      typeof inbucket.sender_name === 'string' && typeof inbucket.admin_email === 'string'
        ? `${inbucket.sender_name} <${inbucket.admin_email}>`
        : d.emailSender,
    rateLimit: {
      tokenRefresh: num(rate.token_refresh, d.rateLimit.tokenRefresh),
      signInSignUps: num(rate.sign_in_sign_ups, d.rateLimit.signInSignUps),
      tokenVerifications: num(rate.token_verifications, d.rateLimit.tokenVerifications),
    },
  }
}

/** Reads the Supabase CLI config.toml; missing file or keys fall back to the CLI defaults. */
export async function loadConfig(file: string): Promise<StackConfig> {
  const text = await readFile(file, 'utf8').catch((err: unknown) => {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return ''
    throw err
  })
  return parseConfig(text, path.dirname(path.resolve(file)))
}

/** baseDir: the folder of config.toml, against which its relative paths are resolved. */
export function parseConfig(text: string, baseDir = '.'): StackConfig {
  const doc = parse(text)
  const api = table(doc, 'api')
  const auth = table(doc, 'auth')
  const functions = table(doc, 'functions')
  const storage = table(doc, 'storage')
  return {
    port: typeof api.port === 'number' ? api.port : DEFAULT_CONFIG.port,
    enableSignup:
      typeof auth.enable_signup === 'boolean' ? auth.enable_signup : DEFAULT_CONFIG.enableSignup,
    jwtExpiry: typeof auth.jwt_expiry === 'number' ? auth.jwt_expiry : DEFAULT_CONFIG.jwtExpiry,
    auth: authSettings(auth, table(doc, 'inbucket'), path.dirname(path.resolve(baseDir))),
    noVerifyJwt: Object.keys(functions).filter(
      (name) => table(functions, name).verify_jwt === false,
    ),
    importMaps: Object.fromEntries(
      Object.keys(functions).flatMap((name) => {
        const importMap = table(functions, name).import_map
        return typeof importMap === 'string' ? [[name, path.resolve(baseDir, importMap)]] : []
      }),
    ),
    ...(typeof storage.file_size_limit === 'string'
      ? { storageFileSizeLimit: configSize(storage.file_size_limit) }
      : {}),
  }
}

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
}

/**
 * A config.toml size such as "50MiB": the CLI reads it with go-units' RAMInBytes, where every
 * unit is binary ("50MB" is 50 MiB too).
 */
export function configSize(text: string): number {
  const match = /^\s*([0-9]+(?:\.[0-9]+)?)\s*([a-z]*)\s*$/i.exec(text)
  const factor = SIZE_UNITS[match?.[2]?.toLowerCase() ?? 'x']
  if (!match?.[1] || factor === undefined) throw new Error(`Invalid size in config.toml: ${text}`)
  return Math.floor(Number(match[1]) * factor)
}
