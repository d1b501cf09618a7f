import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSchemaStack, type Role, type SchemaStack } from './support/stack.ts'
import { TABLE_CASES, type Outcome, type Row, type TableCase } from './support/table-cases.ts'

// Every table × role × operation, through supabase-js against a private stack, exactly as
// a browser or edge function would meet it. The service role double-checks what happened.
let s: SchemaStack
let service: SupabaseClient

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
  service = s.rawClient('service')
})
afterAll(async () => {
  await s?.stop()
})

const ROLES: Role[] = ['anon', 'user', 'admin', 'service']

const newUserId = async () => (await s.createUser({ admin: false })).userId

function describeOutcome(outcome: Outcome): string {
  if (outcome === 'allowed') return 'is allowed'
  if (outcome === 'hidden') return 'silently affects nothing'
  return `is denied with ${outcome.code} (HTTP ${outcome.status})`
}

async function arrange(c: TableCase): Promise<{ rows: Row[]; publicKeys: unknown[] }> {
  const fixture = await c.fixture(newUserId)
  const rows = fixture.map((f) => f.row)
  const { error } = await service.from(c.table).insert(rows)
  if (error) throw new Error(`fixture for ${c.table}: ${error.message}`)
  return { rows, publicKeys: fixture.filter((f) => f.public).map((f) => f.row[c.key]) }
}

async function stored(c: TableCase, column: string, value: unknown): Promise<Row[]> {
  const { data, error } = await service.from(c.table).select('*').eq(column, value)
  if (error) throw new Error(error.message)
  return data
}

function expectError(
  result: { error: { code: string } | null; status: number },
  outcome: Outcome,
): void {
  if (outcome === 'allowed' || outcome === 'hidden') {
    expect(result.error).toBeNull()
  } else {
    expect({ code: result.error?.code, status: result.status }).toEqual(outcome)
  }
}

describe.each(TABLE_CASES)('$table', (c) => {
  describe.each(ROLES)('as %s', (role) => {
    const access = c.access[role]
    const client = () => s.rawClient(role)

    it(`select returns ${access.select === 'public' ? 'public rows only' : access.select === 'all' ? 'every row' : 'no rows'}`, async () => {
      const { rows, publicKeys } = await arrange(c)
      const keys = rows.map((r) => r[c.key])
      const { data, error } = await client().from(c.table).select('*').in(c.key, keys)
      expect(error).toBeNull()
      const seen = (data ?? []).map((r: Row) => r[c.key])
      const expected = { all: keys, public: publicKeys, none: [] }[access.select]
      expect(seen.sort()).toEqual([...expected].sort())
    })

    it(`insert ${describeOutcome(access.insert)}`, async () => {
      const row = await c.newRow(newUserId)
      const result = await client().from(c.table).insert(row)
      expectError(result, access.insert)
      const written = await stored(c, c.probe, row[c.probe])
      expect(written).toHaveLength(access.insert === 'allowed' ? 1 : 0)
    })

    it(`update ${describeOutcome(access.update)}`, async () => {
      const { rows } = await arrange(c)
      const target = rows[0]?.[c.key]
      const result = await client().from(c.table).update(c.patch).eq(c.key, target)
      expectError(result, access.update)
      const [after] = await stored(c, c.key, target)
      const [column, value] = Object.entries(c.patch)[0] ?? []
      const changed = column !== undefined && after?.[column] === value
      expect(changed).toBe(access.update === 'allowed')
    })

    it(`delete ${describeOutcome(access.delete)}`, async () => {
      const { rows } = await arrange(c)
      const target = rows[0]?.[c.key]
      const result = await client().from(c.table).delete().eq(c.key, target)
      expectError(result, access.delete)
      const remaining = await stored(c, c.key, target)
      expect(remaining).toHaveLength(access.delete === 'allowed' ? 0 : 1)
    })
  })
})
