import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll } from 'vitest'
import ws from 'ws'
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../src/index.ts'

export type TestStack = Pick<
  LocalStack,
  | 'url'
  | 'anonKey'
  | 'serviceRoleKey'
  | 'publishableKey'
  | 'secretKey'
  | 'jwtSecret'
  | 'jwks'
  | 'ctx'
> & {
  dataDir: string
  stop(): Promise<void>
}

/**
 * A private stack on a random port with its own temporary data folder. Defaults to the
 * project's migrations and seed; pass migrationsDir/seedFile for a schema of your own.
 */
export async function startTestStack(options: LocalStackOptions = {}): Promise<TestStack> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'test-stack-')))
  const stack = await startLocalStack({ ...options, port: options.port ?? 0, dataDir })
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    jwtSecret: stack.jwtSecret,
    jwks: stack.jwks,
    ctx: stack.ctx,
    dataDir,
    async stop() {
      await stack.stop()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

// Node 20 has no global WebSocket and supabase-js refuses to start without one; ws's
// overloaded constructor type does not match realtime-js's `transport` option, so it is
// provided the way Node 22 does, as the global.
if (!('WebSocket' in globalThis)) Reflect.set(globalThis, 'WebSocket', ws)

/** The admin of the project's seed (supabase/seed.sql). */
export const SEED_ADMIN = { email: 'admin@example.com', password: 'local-admin-password' }

/**
 * Signs `client` in with a password: the one sign-in of the tests and benches that are not about
 * signing in. Throws what auth answered on a failure; the client then sends the session.
 */
export async function signIn<C extends Pick<SupabaseClient, 'auth'>>(
  client: C,
  { email, password }: { email: string; password: string },
): Promise<{ client: C; accessToken: string; userId: string }> {
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client, accessToken: data.session.access_token, userId: data.user.id }
}

/**
 * Joins a private topic (the product's admin tables broadcast {table, op} to admin:<name>)
 * and resolves `first` with the payload of the first 'change' broadcast.
 */
export async function subscribeToTopic(
  client: SupabaseClient,
  topic: string,
): Promise<{ first: Promise<unknown> }> {
  let joined = () => {}
  let failed = (_status: string) => {}
  const hasJoined = new Promise<void>((resolve, reject) => {
    joined = resolve
    failed = (status) => reject(new Error(`${topic}: ${status}`))
  })
  const first = new Promise<unknown>((resolve) => {
    client
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: 'change' }, (message) => resolve(message.payload))
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') joined()
        else if (status !== 'CLOSED') failed(status)
      })
  })
  await hasJoined
  return { first }
}

/** supabase-js as the app uses it, without a persisted session. */
export function testClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

export const TEST_MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url))
export const TEST_SEED = fileURLToPath(new URL('../seed.sql', import.meta.url))
/** A folder without functions, for tests that need no Deno. */
export const NO_FUNCTIONS = fileURLToPath(new URL('../no-functions', import.meta.url))
/** The stack's own test schema (supabase/local/tests/migrations and seed.sql), without Deno. */
export const TEST_SCHEMA: LocalStackOptions = {
  migrationsDir: TEST_MIGRATIONS,
  seedFile: TEST_SEED,
  functionsDir: NO_FUNCTIONS,
}

export type StackFixture = Omit<TestStack, 'stop'> & {
  /** supabase-js with the anon key and no session, shared by the file's tests. */
  readonly anon: SupabaseClient
  /** supabase-js with the service-role key, shared by the file's tests. */
  readonly service: SupabaseClient
  /**
   * Rows from SQL run as the database owner: to check what a function stored in a table the
   * service role may only write (the grants give each API role only what the product uses).
   */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>
}

/**
 * The one stack of a test file (or describe block): started in beforeAll, stopped in
 * afterAll. Read its fields in tests and hooks, not at module level. `options` may be a
 * function, called in beforeAll, when they depend on an earlier hook (a temp folder, a fake).
 */
export function useTestStack(
  options: LocalStackOptions | (() => LocalStackOptions) = {},
): StackFixture {
  let started: { stack: TestStack; anon: SupabaseClient; service: SupabaseClient } | undefined
  // Generous: a cold start (PGlite's wasm, then Deno for the functions) on a busy machine.
  beforeAll(async () => {
    const stack = await startTestStack(typeof options === 'function' ? options() : options)
    const anon = testClient(stack.url, stack.anonKey)
    started = { stack, anon, service: testClient(stack.url, stack.serviceRoleKey) }
  }, 120_000)
  afterAll(async () => {
    await started?.stack.stop()
    started = undefined
  })
  const current = () => {
    if (!started) throw new Error('useTestStack: the stack is only running inside tests and hooks')
    return started
  }
  return {
    get url() {
      return current().stack.url
    },
    get anonKey() {
      return current().stack.anonKey
    },
    get serviceRoleKey() {
      return current().stack.serviceRoleKey
    },
    get publishableKey() {
      return current().stack.publishableKey
    },
    get secretKey() {
      return current().stack.secretKey
    },
    get jwtSecret() {
      return current().stack.jwtSecret
    },
    get jwks() {
      return current().stack.jwks
    },
    get ctx() {
      return current().stack.ctx
    },
    get dataDir() {
      return current().stack.dataDir
    },
    get anon() {
      return current().anon
    },
    get service() {
      return current().service
    },
    async sql<R>(text: string, params?: unknown[]) {
      return (await current().stack.ctx.db.query<R>(text, params)).rows
    },
  }
}
