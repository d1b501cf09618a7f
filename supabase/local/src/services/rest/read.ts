import type { StackContext } from '../../stack-context.ts'
import { columnRef, readSql, selectList, tableSql } from './build-sql.ts'
import { pgrst } from './errors.ts'
import { parseQuery } from './parse-query.ts'
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

/** GET and HEAD on a table or view. */
export async function readTable(
  ctx: StackContext,
  req: RestRequest,
  table: Table,
  head: boolean,
): Promise<Response> {
  const plan = parseQuery(req.query, { range: req.header('range') })
  const from = tableSql(table)
  const ref = columnRef(table, from)
  const sql = readSql({
    from,
    select: selectList(plan.select, ref, `${from}.*`),
    conditions: plan.conditions,
    ref,
    order: plan.order,
    limit: plan.limit,
    offset: plan.offset,
    count: req.prefer.count !== undefined,
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
      const result = await tx.query<ReadResult>(sql.text, sql.params)
      const first = result.rows[0]
      if (!first) throw new Error('read returned no row')
      return first
    },
    { table, select },
  )
  if (req.single && row.page !== 1) throw pgrst.singular(row.page)
  return readResponse(req, plan.offset, row, head)
}
