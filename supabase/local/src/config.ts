import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'smol-toml'
import type { StackConfig } from './stack-context.ts'

export const DEFAULT_CONFIG: StackConfig = {
  port: 54321,
  enableSignup: true,
  jwtExpiry: 3600,
  noVerifyJwt: [],
  importMaps: {},
}

function table(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || !(key in value)) return {}
  const inner: unknown = Reflect.get(value, key)
  return typeof inner === 'object' && inner !== null
    ? Object.fromEntries(Object.entries(inner))
    : {}
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
