import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import type { Database } from '../../../supabase/functions/_shared/database.types.ts'
import type { PortalRole } from '../../../supabase/functions/_shared/domain/portal-roles.ts'
import { signSessionJwt } from '../../../supabase/local/src/keys/jwt.ts'
import {
  NO_FUNCTIONS,
  signIn,
  startTestStack,
  type TestStack,
} from '@local-stack/tests/support/test-stack.ts'
import { MIGRATIONS_DIR, SEED_FILE } from './migrated-db.ts'

export type Client = SupabaseClient<Database>
export type Role = 'anon' | 'user' | 'admin' | 'service'
/**
 * The portal's other roles, for the grant matrix: the owner, an editor, a writer, and an admin
 * whose session has no second factor (aal1) while the portal requires one. 'admin' and 'owner'
 * sessions are at aal2, as after a TOTP challenge.
 */
export type MatrixRole = Role | 'owner' | 'editor' | 'writer' | 'admin_aal1'

const CLIENT_OPTIONS: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

export interface SchemaStack {
  stack: TestStack
  service: Client
  /** A typed client for the role: publishable key, a signed-in non-admin, a signed-in admin, secret key. */
  client(role: MatrixRole): Client
  /** The same access, untyped, for table-driven checks over several tables. */
  rawClient(role: MatrixRole): SupabaseClient
  /** A new confirmed user (created with the auth admin API); an admin (or the role given) when asked. */
  createUser(options: {
    admin: boolean
    role?: PortalRole
  }): Promise<{ userId: string; email: string; password: string }>
  /** The user id behind a signed-in matrix role. */
  userIdOf(role: Exclude<MatrixRole, 'anon' | 'service'>): Promise<string>
  /** The session's access token re-signed at aal2 with a TOTP amr, as auth issues after a challenge. */
  withSecondFactor(accessToken: string): Promise<string>
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
  /**
   * Whether the portal requires a second factor, as a fresh project's migrations leave it (the
   * default) or, false, as the local seed does: for tests of lists and figures whose admins
   * sign in with a password alone. The grant matrix covers the requirement itself.
   */
  secondFactorRequired?: boolean
}): Promise<SchemaStack> {
  const stack = await startTestStack({
    migrationsDir: MIGRATIONS_DIR,
    seedFile: options.seed ? SEED_FILE : path.join(tmpdir(), `no-seed-${randomUUID()}.sql`),
    functionsDir: NO_FUNCTIONS,
    databaseUrl: options.databaseUrl,
  })
  if (options.secondFactorRequired === false)
    await stack.ctx.db.query('update public.portal_settings set mfa_required = false')
  return connect(stack)
}

function connect(stack: TestStack): SchemaStack {
  const service = createClient<Database>(stack.url, stack.serviceRoleKey, CLIENT_OPTIONS)

  async function createUser({ admin, role }: { admin: boolean; role?: PortalRole }) {
    const email = `${admin ? 'admin' : 'user'}-${randomUUID()}@example.test`
    const password = `pw-${randomUUID()}`
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true })
    if (created.error) throw created.error
    const userId = created.data.user.id
    // Admins are made with SQL, as in production: no API role may write admin_users.
    // An account without a role given gets the database's default (admin once there is an owner).
    if (admin && role) {
      await stack.ctx.db.query('insert into public.admin_users (user_id, role) values ($1, $2)', [
        userId,
        role,
      ])
    } else if (admin) {
      await stack.ctx.db.query('insert into public.admin_users (user_id) values ($1)', [userId])
    }
    return { userId, email, password }
  }

  async function withSecondFactor(accessToken: string): Promise<string> {
    const claims = decodeJwt(accessToken)
    const now = Math.floor(Date.now() / 1000)
    return signSessionJwt(
      { ...claims, aal: 'aal2', amr: [{ method: 'totp', timestamp: now }] },
      stack.ctx.keys.signingKey,
    )
  }

  type SignedIn = Exclude<MatrixRole, 'anon' | 'service'>
  const PORTAL: Record<SignedIn, { role?: PortalRole; aal2: boolean }> = {
    user: { aal2: false },
    owner: { role: 'owner', aal2: true },
    admin: { role: 'admin', aal2: true },
    admin_aal1: { role: 'admin', aal2: false },
    editor: { role: 'editor', aal2: false },
    writer: { role: 'writer', aal2: false },
  }

  // One user per role, created on first use.
  const sessions = new Map<SignedIn, Promise<{ token: string; userId: string }>>()
  const sessionFor = (role: SignedIn) => {
    const existing = sessions.get(role)
    if (existing) return existing
    const { role: portalRole, aal2 } = PORTAL[role]
    const started = (async () => {
      const user = await createUser({ admin: portalRole !== undefined, role: portalRole })
      const { accessToken } = await signIn(anonClient(stack), user)
      return {
        token: aal2 ? await withSecondFactor(accessToken) : accessToken,
        userId: user.userId,
      }
    })()
    sessions.set(role, started)
    return started
  }
  const tokenFor = async (role: SignedIn) => (await sessionFor(role)).token
  // Today's keys: the secret key for the service role, the publishable key for everyone else.
  const keyFor = (role: MatrixRole) => (role === 'service' ? stack.secretKey : stack.publishableKey)
  const optionsFor = (role: MatrixRole): SupabaseClientOptions<'public'> =>
    role === 'anon' || role === 'service'
      ? CLIENT_OPTIONS
      : { ...CLIENT_OPTIONS, accessToken: () => tokenFor(role) }

  return {
    stack,
    service,
    client: (role) => createClient<Database>(stack.url, keyFor(role), optionsFor(role)),
    rawClient: (role) => createClient(stack.url, keyFor(role), optionsFor(role)),
    createUser,
    userIdOf: async (role) => (await sessionFor(role)).userId,
    withSecondFactor,
    stop: () => stack.stop(),
  }
}
