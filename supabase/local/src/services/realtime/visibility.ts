import { z } from 'zod'
import type { JwtClaims, StackContext } from '../../stack-context.ts'
import { ident } from '../../db/sql.ts'
import type { Row } from './capture.ts'

const indexRows = z.array(z.object({ i: z.number() }))

/**
 * Which of `records` (rows of one table) the subscriber may select, decided like hosted
 * realtime's apply_rls: as the subscriber's role with its claims, look each row up by primary
 * key, so the table's RLS policies run. Resolves to indexes into `records`.
 */
export async function visibleRecords(
  ctx: StackContext,
  claims: JwtClaims,
  table: { schema: string; table: string; keys: string[] },
  records: Row[],
): Promise<Set<number>> {
  const name = `${ident(table.schema)}.${ident(table.table)}`
  const sameKey = table.keys.map((k) => `t.${ident(k)} = p.${ident(k)}`).join(' and ')
  const sql = `select (e.i - 1)::int as i
    from jsonb_array_elements($1::jsonb) with ordinality as e(rec, i)
    cross join lateral jsonb_populate_record(null::${name}, e.rec) as p
    where exists (select 1 from ${name} as t where ${sameKey})`
  try {
    const { rows } = await ctx.asRole(claims, (tx) => tx.query(sql, [JSON.stringify(records)]))
    return new Set(indexRows.parse(rows).map((row) => row.i))
  } catch (error) {
    // A role without the grant, or a policy that fails, sees nothing; as on hosted.
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`[realtime] RLS check on ${name} as ${claims.role} failed: ${reason}`)
    return new Set()
  }
}
