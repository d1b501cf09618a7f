import type { StackContext } from '../../stack-context.ts'
import { z } from 'zod'
import type { Queryable } from '../../db/db.ts'
import { columnRef, countSql, readSql, selectList, tableSql, type Sql } from './build-sql.ts'
import { pgrst } from './errors.ts'
import { MAX_ROWS, parseQuery } from './parse-query.ts'
import type { Prefer } from './prefer.ts'
import { conditionColumns, orderColumns, selectedColumns } from './permission-hint.ts'
import { contentRange, jsonResponse, runAs, type RestRequest } from './request.ts'
import type { Table } from './schema-cache.ts'

export interface ReadResult {
  total: string | number | null
  page: number
  body: string | null
}

/** Turns a read's numbers into PostgREST's status, Content-Range and body (Response.hs). */
export function readResponse(
  req: RestRequest,
  offset: number,
  row: ReadResult,
  head: boolean,
): Response {
  const total = row.total === null ? undefined : Number(row.total)
  const lower = offset
  const upper = lower + row.page - 1
  if (total !== undefined && lower > total && !(lower === 0 && total === 0)) {
    throw pgrst.range(`An offset of ${lower} was requested, but there are only ${total} rows.`)
  }
  const status = total !== undefined && 1 + upper - lower < total ? 206 : 200
  const headers = { 'Content-Range': contentRange(lower, upper, total) }
  return jsonResponse(head ? null : row.body, status, req.single, headers)
}

/**
 * The statement answering a read of `table` with these query parameters, and the statement
 * the planner counts for `planned`/`estimated` (exported for the EXPLAIN test of the lists).
 */
export function readStatements(
  table: Table,
  query: URLSearchParams,
  options: { range?: string; count?: Prefer['count']; single?: boolean } = {},
) {
  const plan = parseQuery(query, { range: options.range })
  const from = tableSql(table)
  const ref = columnRef(table, from)
  const read = readSql({
    from,
    select: selectList(plan.select, ref, `${from}.*`),
    conditions: plan.conditions,
    ref,
    order: plan.order,
    limit: plan.limit,
    offset: plan.offset,
    count: options.count,
    maxRows: MAX_ROWS,
    single: options.single ?? false,
  })
  return { plan, read, count: countSql({ from, conditions: plan.conditions, ref }) }
}

/** The planner's row estimate for a statement (PostgREST's planned count). */
async function plannedRows(tx: Queryable, sql: Sql): Promise<number | null> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${sql.text}`,
    sql.params,
  )
  const parsed = ExplainJson.safeParse(rows[0]?.['QUERY PLAN'])
  return parsed.success ? (parsed.data[0]?.Plan['Plan Rows'] ?? null) : null
}

const ExplainJson = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }))

/** GET and HEAD on a table or view. */
export async function readTable(
  ctx: StackContext,
  req: RestRequest,
  table: Table,
  head: boolean,
): Promise<Response> {
  const count = req.prefer.count
  const {
    plan,
    read,
    count: counted,
  } = readStatements(table, req.query, {
    range: req.header('range'),
    count,
    single: req.single,
  })
  const select = [
    ...selectedColumns(table, plan.select),
    ...conditionColumns(plan.conditions),
    ...orderColumns(plan.order),
  ]
  const row = await runAs(
    ctx,
    req,
    async (tx) => {
      const result = await tx.query<ReadResult>(read.text, read.params)
      const first = result.rows[0]
      if (!first) throw new Error('read returned no row')
      // MainTx.hs: planned is the planner's figure; estimated is the exact count up to
      // db-max-rows and the larger of that and the planner's figure past it.
      const limited = first.total === null ? null : Number(first.total)
      if (
        count === 'planned' ||
        (count === 'estimated' && limited !== null && limited > MAX_ROWS)
      ) {
        const planned = await plannedRows(tx, counted)
        const total = count === 'planned' ? planned : Math.max(limited ?? 0, planned ?? 0)
        return { ...first, total }
      }
      return first
    },
    { table, select },
  )
  if (req.single && row.page !== 1) throw pgrst.singular(row.page)
  return readResponse(req, plan.offset, row, head)
}
