import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import {
  startLocalStack,
  type LocalStack,
  type LocalStackOptions,
} from '../../supabase/local/src/index.ts'

export type TestStack = Pick<
  LocalStack,
  'url' | 'anonKey' | 'serviceRoleKey' | 'jwtSecret' | 'ctx'
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
    jwtSecret: stack.jwtSecret,
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

/** supabase-js as the app uses it, without a persisted session. */
export function testClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

export const TEST_MIGRATIONS = fileURLToPath(new URL('../local-stack/migrations', import.meta.url))
export const TEST_SEED = fileURLToPath(new URL('../local-stack/seed.sql', import.meta.url))
/** A folder without functions, for tests that need no Deno. */
export const NO_FUNCTIONS = fileURLToPath(new URL('../local-stack/no-functions', import.meta.url))
