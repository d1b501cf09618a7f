import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import type { Database } from '../../../supabase/functions/_shared/database.types.ts'
import {
  NO_FUNCTIONS,
  signIn,
  startTestStack,
  type TestStack,
} from '@local-stack/tests/support/test-stack.ts'
import { MIGRATIONS_DIR, SEED_FILE } from './migrated-db.ts'

export type Client = SupabaseClient<Database>
export type Role = 'anon' | 'user' | 'admin' | 'service'

const CLIENT_OPTIONS: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

export interface SchemaStack {
  stack: TestStack
  service: Client
  /** A typed client for the role: publishable key, a signed-in non-admin, a signed-in admin, secret key. */
  client(role: Role): Client
  /** The same access, untyped, for table-driven checks over several tables. */
  rawClient(role: Role): SupabaseClient
  /** A new confirmed user (created with the auth admin API); an admin when asked. */
  createUser(options: {
    admin: boolean
  }): Promise<{ userId: string; email: string; password: string }>
  stop(): Promise<void>
}

export function anonClient(stack: TestStack): Client {
  return createClient<Database>(stack.url, stack.anonKey, CLIENT_OPTIONS)
}

/**
 * A private stack on a random port with the product migrations and no edge functions.
 * Without `seed` it starts empty (the stack skips a seed file that does not exist), so
 * tests own all their data.
 */
export async function startSchemaStack(options: {
  seed: boolean
  /** A native Postgres whose migrations are already applied (npm run deploy:rehearse). */
  databaseUrl?: string
}): Promise<SchemaStack> {
  const stack = await startTestStack({
    migrationsDir: MIGRATIONS_DIR,
    seedFile: options.seed ? SEED_FILE : path.join(tmpdir(), `no-seed-${randomUUID()}.sql`),
    functionsDir: NO_FUNCTIONS,
    databaseUrl: options.databaseUrl,
  })
  return connect(stack)
}

function connect(stack: TestStack): SchemaStack {
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, CLIENT_OPTIONS)

  async function createUser({ admin }: { admin: boolean }) {
    const email = `${admin ? 'admin' : 'user'}-${randomUUID()}@example.test`
    const password = `pw-${randomUUID()}`
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true })
    if (created.error) throw created.error
    const userId = created.data.user.id
    // Admins are made with SQL, as in production: no API role may write admin_users.
    if (admin) {
      await stack.ctx.db.query('insert into public.admin_users (user_id) values ($1)', [userId])
    }
    return { userId, email, password }
  }

  const sessionToken = async (admin: boolean) =>
    (await signIn(anonClient(stack), await createUser({ admin }))).accessToken

  // One user per role, created on first use.
  const tokens = new Map<'user' | 'admin', Promise<string>>()
  const tokenFor = (role: 'user' | 'admin') => {
    const token = tokens.get(role) ?? sessionToken(role === 'admin')
    tokens.set(role, token)
    return token
  }
  // Today's keys: the secret key for the service role, the publishable key for everyone else.
  const keyFor = (role: Role) => (role === 'service' ? stack.secretKey : stack.publishableKey)
  const optionsFor = (role: Role): SupabaseClientOptions<'public'> =>
    role === 'user' || role === 'admin'
      ? { ...CLIENT_OPTIONS, accessToken: () => tokenFor(role) }
      : CLIENT_OPTIONS

  return {
    stack,
    service,
    client: (role) => createClient<Database>(stack.url, keyFor(role), optionsFor(role)),
    rawClient: (role) => createClient(stack.url, keyFor(role), optionsFor(role)),
    createUser,
    stop: () => stack.stop(),
  }
}
