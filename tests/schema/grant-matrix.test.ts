import { randomUUID } from 'node:crypto'
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ident } from '../../supabase/local/src/db/sql.ts'
import {
  HIDDEN_COLUMNS,
  PORTAL_ACCESS,
  RPC_CASES,
  TABLE_CASES,
  type Fixtures,
  type Row,
  type TableCase,
  type WriteOutcome,
} from './support/grant-matrix.ts'
import { startSchemaStack, type MatrixRole as Role, type SchemaStack } from './support/stack.ts'

// Every public table × role × operation, and every RPC function × role, through supabase-js
// exactly as a browser or edge function meets them. Fixtures are written and results checked
// with SQL, outside the API roles. With GRANT_MATRIX_DATABASE_URL the stack serves a native
// Postgres whose migrations the Supabase CLI applied (npm run deploy:rehearse).
let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({
    seed: false,
    databaseUrl: process.env.GRANT_MATRIX_DATABASE_URL || undefined,
  })
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

// The portal's four roles, an admin without the second factor, a stranger, and the API keys.
const ROLES: Role[] = [
  'anon',
  'user',
  'owner',
  'admin',
  'admin_aal1',
  'editor',
  'writer',
  'service',
]

const table = (name: string) => `public.${ident(name)}`

async function insertRows(name: string, rows: Row[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row).map(ident).join(', ')
    await s.stack.ctx.db.query(
      `insert into ${table(name)} (${columns}) select ${columns} from jsonb_populate_record(null::${table(name)}, $1::jsonb)`,
      [JSON.stringify(row)],
    )
  }
}

async function stored(name: string, column: string, value: unknown): Promise<Row[]> {
  const { rows } = await s.stack.ctx.db.query<{ row: Row }>(
    `select to_jsonb(t) as row from ${table(name)} t where ${ident(column)}::text = $1`,
    [String(value)],
  )
  return rows.map((r) => r.row)
}

const fixtures: Fixtures = {
  async clear(name) {
    await s.stack.ctx.db.query(`delete from ${table(name)}`)
  },
  userId: async () => (await s.createUser({ admin: false })).userId,
  async post() {
    const id = randomUUID()
    await insertRows('blog_posts', [{ id, title: 'P', slug: `post-${id}`, content: '<p>p</p>' }])
    return id
  },
  async campaign() {
    const id = randomUUID()
    await insertRows('blog_campaigns', [{ id, name: 'C', keywords: ['crm'] }])
    return id
  },
  async registration() {
    const id = randomUUID()
    const Email = `reg-${id}@example.test`
    await insertRows('Webinar Registration', [{ id, name: 'R', Email, webinar_title: 'W' }])
    return id
  },
}

async function arrange(c: TableCase): Promise<{ keys: unknown[]; publicKeys: unknown[] }> {
  const fixture = await c.fixture(fixtures)
  await insertRows(
    c.table,
    fixture.map((f) => f.row),
  )
  return {
    keys: fixture.map((f) => f.row[c.key]),
    publicKeys: fixture.filter((f) => f.public).map((f) => f.row[c.key]),
  }
}

const DB_ROLE: Record<Role, string> = {
  anon: 'anon',
  user: 'authenticated',
  owner: 'authenticated',
  admin: 'authenticated',
  admin_aal1: 'authenticated',
  editor: 'authenticated',
  writer: 'authenticated',
  service: 'service_role',
}

type Result = { error: PostgrestError | null; status: number }

/**
 * PostgREST answers 42501 with 401 for anon and 403 for every other role; a grant refusal
 * carries hosted Supabase's hint naming the missing privileges (supautils), an RLS one none.
 */
function expectRefused(role: Role, result: Result, message: RegExp, hint: string | null): void {
  expect({
    code: result.error?.code,
    status: result.status,
    message: result.error?.message,
    hint: result.error?.hint,
  }).toEqual({
    code: '42501',
    status: role === 'anon' ? 401 : 403,
    message: expect.stringMatching(message),
    hint,
  })
}

/** supautils' hint: GRANT <missing privileges> ON public.<table> TO <role>; */
function grantHint(role: Role, tableName: string, privileges: string[]): string {
  const target = /^[a-z_][a-z0-9_]*$/.test(tableName) ? tableName : ident(tableName)
  return `Grant the required privileges to the current role with: GRANT ${privileges.join(', ')} ON public.${target} TO ${DB_ROLE[role]};`
}

function expectDenied(role: Role, c: TableCase, privileges: string[], result: Result): void {
  const message = new RegExp(`^permission denied for table ${c.table}$`)
  expectRefused(role, result, message, grantHint(role, c.table, privileges))
}

function expectWrite(
  role: Role,
  c: TableCase,
  op: 'insert' | 'update' | 'delete',
  result: Result,
): void {
  const outcome = c.access[role][op]
  if (outcome === 'allowed' || outcome === 'hidden') expect(result.error).toBeNull()
  else if (outcome === 'rls') {
    expectRefused(role, result, /^new row violates row-level security policy for table/, null)
  } else {
    // update and delete filter on the key, so they need SELECT too when the role has none.
    const reads = op !== 'insert' && c.access[role].select === 'denied'
    expectDenied(role, c, [...(reads ? ['SELECT'] : []), op.toUpperCase()], result)
  }
}

const describeWrite = (outcome: WriteOutcome) =>
  ({
    allowed: 'is allowed',
    hidden: 'affects no row (RLS)',
    rls: 'is refused by RLS',
    denied: 'is refused by the grants',
  })[outcome]

describe.each(TABLE_CASES)('$table', (c) => {
  describe.each(ROLES)('as %s', (role) => {
    const access = c.access[role]
    const client = (): SupabaseClient => s.rawClient(role)

    it(`select ${access.select === 'denied' ? 'is refused by the grants' : `returns ${access.select === 'all' ? 'every row' : access.select === 'public' ? 'published rows only' : 'no rows (RLS)'}`}`, async () => {
      const { keys, publicKeys } = await arrange(c)
      const result = await client().from(c.table).select(c.columns).in(c.key, keys)
      if (access.select === 'denied') {
        expectDenied(role, c, ['SELECT'], result)
        return
      }
      expect(result.error).toBeNull()
      const seen = (result.data ?? []).map((r) => Reflect.get(r, c.key))
      const expected = { all: keys, public: publicKeys, none: [] }[access.select]
      expect(seen.sort()).toEqual([...expected].sort())
    })

    it(`insert ${describeWrite(access.insert)}`, async () => {
      const row = await c.newRow(fixtures)
      const result = await client().from(c.table).insert(row)
      expectWrite(role, c, 'insert', result)
      const written = await stored(c.table, c.probe, row[c.probe])
      expect(written).toHaveLength(access.insert === 'allowed' ? 1 : 0)
    })

    it(`update ${describeWrite(access.update)}`, async () => {
      const { keys } = await arrange(c)
      const result = await client().from(c.table).update(c.patch).eq(c.key, keys[0])
      expectWrite(role, c, 'update', result)
      const [after] = await stored(c.table, c.key, keys[0])
      const [column, value] = Object.entries(c.patch)[0] ?? []
      const changed = column !== undefined && after !== undefined && sameValue(after[column], value)
      expect(changed).toBe(access.update === 'allowed')
    })

    it(`delete ${describeWrite(access.delete)}`, async () => {
      const { keys } = await arrange(c)
      const result = await client().from(c.table).delete().eq(c.key, keys[0])
      expectWrite(role, c, 'delete', result)
      const remaining = await stored(c.table, c.key, keys[0])
      expect(remaining).toHaveLength(access.delete === 'allowed' ? 0 : 1)
    })
  })
})

// Timestamps come back from to_jsonb in Postgres' own format.
function sameValue(stored: unknown, written: unknown): boolean {
  if (
    typeof stored === 'string' &&
    typeof written === 'string' &&
    !Number.isNaN(Date.parse(written))
  )
    return Date.parse(stored) === Date.parse(written)
  return stored === written
}

describe.each(HIDDEN_COLUMNS)('$table.$column', ({ table: name, column, readers }) => {
  it.each(ROLES)('as %s', async (role) => {
    const result = await s.rawClient(role).from(name).select(column).limit(1)
    if (readers.includes(role)) expect(result.error).toBeNull()
    else {
      const message = new RegExp(`^permission denied for table ${name}$`)
      expectRefused(role, result, message, grantHint(role, name, ['SELECT']))
    }
  })

  it('makes select=* fail for the roles that may not read it', async () => {
    const result = await s.rawClient('anon').from(name).select('*').limit(1)
    expectRefused('anon', result, /^permission denied/, grantHint('anon', name, ['SELECT']))
  })
})

describe.each(RPC_CASES)('rpc $fn', ({ fn, args, callers }) => {
  it.each(ROLES)(`as %s`, async (role) => {
    const result = await s.rawClient(role).rpc(fn, args)
    if (callers.includes(role)) {
      // The call ran: any error is the function's own (e.g. an unknown revision), not a grant.
      expect(result.error?.code).not.toBe('42501')
    } else {
      expectRefused(role, result, new RegExp(`^permission denied for function ${fn}$`), null)
    }
  })
})

// What the admin edge functions ask (require-admin.ts): the same helpers as the policies above.
const SIGNED_IN_ROLES = ['user', 'owner', 'admin', 'admin_aal1', 'editor', 'writer'] as const
describe.each(Object.entries(PORTAL_ACCESS))('portal_access(%s)', (need, answers) => {
  it.each(SIGNED_IN_ROLES)('as %s', async (role) => {
    const { data, error } = await s.client(role).rpc('portal_access', { p_need: need })
    expect(error).toBeNull()
    expect(data).toEqual([{ user_id: await s.userIdOf(role), access: answers[role] }])
  })
})
