import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './gateway/app.ts'
import { bootstrap } from './db/bootstrap.ts'
import { DEFAULT_AUTH_SETTINGS, loadConfig } from './config.ts'
import { openDb } from './db/open-db.ts'
import { stackKeys, type StackKeys } from './keys/keys.ts'
import { dropEverything, migrate } from './db/migrate.ts'
import { startServices, upgradeHandler } from './gateway/mounts.ts'
import { listen } from './gateway/server.ts'
import type { ServiceOptions } from './services/service.ts'
import { createStackContext, type AuthSettings, type StackContext } from './stack-context.ts'

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SUPABASE_DIR = path.join(PROJECT_ROOT, 'supabase')

/** Where the stack keeps its data and what it serves; the services' options are optional here. */
export interface LocalStackOptions extends Partial<ServiceOptions> {
  port?: number
  host?: string
  /** Root folder for persisted data: the database in <dataDir>/db. Memory + a temp folder when undefined. */
  dataDir?: string
  /** Native Postgres instead of PGlite. */
  databaseUrl?: string
  migrationsDir?: string
  seedFile?: string
  /** Drop everything first (then migrations and seed run on the fresh database). */
  reset?: boolean
  configFile?: string
  /** Progress lines (migrations applied, seed), as the Supabase CLI prints them. */
  log?: (line: string) => void
  /** Overrides of config.toml's `[auth]` settings (a browser suite signs in from one address). */
  auth?: Partial<AuthSettings>
  /** The scheduled-posts job without the rest of cron, its clock optionally ahead. */
  postScheduler?: ServiceOptions['postScheduler']
  /** The blog-live-check job without the rest of cron, at its own pace. */
  liveCheck?: ServiceOptions['liveCheck']
}

/** SITE_DEPLOY_HOOK_URL (and SITE_REBUILD_QUIET_MS): the stack calls it as hosted pg_cron does. */
function siteDeployHookFromEnv(): ServiceOptions['siteDeployHook'] {
  const url = process.env.SITE_DEPLOY_HOOK_URL?.trim()
  if (!url) return undefined
  const quietMs = Number(process.env.SITE_REBUILD_QUIET_MS)
  return { url, ...(Number.isFinite(quietMs) && quietMs >= 0 ? { quietMs } : {}) }
}

export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** The opaque keys of a project created today: publishable acts as anon, secret as service_role. */
  publishableKey: string
  secretKey: string
  jwtSecret: string
  /** The public signing keys auth serves at /auth/v1/.well-known/jwks.json. */
  jwks: StackKeys['jwks']
  /** Exposed for in-process tests and benchmarks. */
  ctx: StackContext
  stop(): Promise<void>
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const config = await loadConfig(options.configFile ?? path.join(SUPABASE_DIR, 'config.toml'))
  const port = options.port ?? config.port
  const host = options.host ?? '127.0.0.1'
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'local-stack-')))
  const dbDir = options.dataDir ? path.join(options.dataDir, 'db') : undefined
  if (options.reset && options.dataDir && !options.databaseUrl) {
    await rm(options.dataDir, { recursive: true, force: true })
  }
  const cleanups: (() => Promise<void>)[] = []
  if (!options.dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const db = await openDb({ dataDir: dbDir, databaseUrl: options.databaseUrl })
  cleanups.push(() => db.close())
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => console.error('[stack] stop:', err))
    }
  }
  try {
    if (options.reset && options.databaseUrl) await dropEverything(db)
    const { fresh } = await bootstrap(db)
    await migrate(db, {
      migrationsDir: options.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations'),
      seedFile: options.seedFile ?? path.join(SUPABASE_DIR, 'seed.sql'),
      fresh,
      log: options.log,
    })
    // Listen first: the URL (real port) must be known before the context and services exist.
    const server = await listen({ port, host })
    cleanups.push(() => server.close())
    const url = `http://${host}:${server.port}`
    const keys = await stackKeys(options.dataDir)
    const ctx = createStackContext({
      db,
      keys,
      config: {
        ...config,
        port: server.port,
        auth: { ...(config.auth ?? DEFAULT_AUTH_SETTINGS), ...options.auth },
      },
      url,
      dataDir,
    })
    const { services, close } = await startServices(ctx, {
      functionsDir: options.functionsDir ?? path.join(SUPABASE_DIR, 'functions'),
      watchFunctions: options.watchFunctions ?? false,
      functionSecrets: options.functionSecrets,
      functionLimits: options.functionLimits,
      cron: options.cron ?? false,
      // LOCAL_STACK_CUSTOM_DOMAIN=true: behave as a project with a custom domain (README).
      customDomain: options.customDomain ?? process.env.LOCAL_STACK_CUSTOM_DOMAIN === 'true',
      siteDeployHook: options.siteDeployHook ?? siteDeployHookFromEnv(),
      postScheduler: options.postScheduler,
      liveCheck: options.liveCheck,
    })
    cleanups.push(close)
    server.serve(createApp(services, keys), upgradeHandler(services))
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      jwtSecret: keys.jwtSecret,
      jwks: keys.jwks,
      ctx,
      stop,
    }
  } catch (err) {
    await stop()
    throw err
  }
}
