import type { StackContext } from '../../stack-context.ts'
import { readBody, rowBody, rowsBody } from './bodies.ts'
import { deleteSql, insertSql, updateSql, type Returning } from './build-mutation.ts'
import type { Sql } from './build-sql.ts'
import { pgrst } from './errors.ts'
import type { Condition } from './parse-filter.ts'
import { parseQuery } from './parse-query.ts'
import { conditionColumns, selectedColumns, type TableUse } from './permission-hint.ts'
import { contentRange, jsonResponse, runAs, type RestRequest } from './request.ts'
import type { Table } from './schema-cache.ts'

interface WriteResult {
  page: number
  inserted: number | null
  body: string | null
}

function checkColumns(table: Table, columns: string[]): string[] {
  for (const c of columns) if (!table.byName.has(c)) throw pgrst.column(c, table.name)
  return columns
}

async function execute(
  ctx: StackContext,
  req: RestRequest,
  sql: Sql,
  use: TableUse,
): Promise<WriteResult> {
  return runAs(
    ctx,
    req,
    async (tx) => {
      const first = (await tx.query<WriteResult>(sql.text, sql.params)).rows[0]
      if (!first) throw new Error('mutation returned no row')
      // Inside the transaction, so a .single() that fails rolls the write back.
      if (req.single && first.page !== 1) throw pgrst.singular(first.page)
      return first
    },
    use,
  )
}

/** The columns a write reads (its filters and what it returns); undefined when it reads none. */
function readColumns(
  table: Table,
  req: RestRequest,
  conditions: Condition[],
): string[] | undefined {
  const columns = [
    ...conditionColumns(conditions),
    ...selectedColumns(table, returning(req).select),
  ]
  return columns.length > 0 ? columns : undefined
}

function returning(req: RestRequest): Returning {
  const representation = req.prefer.return === 'representation'
  return { select: representation ? parseQuery(req.query).select : null, single: req.single }
}

function respond(req: RestRequest, result: WriteResult, status: number, range: string): Response {
  if (req.prefer.return === 'representation')
    return jsonResponse(result.body, status === 204 ? 200 : status, req.single, {
      'Content-Range': range,
    })
  return jsonResponse(null, status, false, { 'Content-Range': range })
}

export async function insertRows(
  ctx: StackContext,
  req: RestRequest,
  table: Table,
  body: unknown,
): Promise<Response> {
  const plan = parseQuery(req.query)
  const rows = readBody(rowsBody, body, 'All object keys must match')
  const keys = plan.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const sql = insertSql({
    table,
    rows,
    columns: checkColumns(table, keys),
    missingDefault: req.prefer.missing === 'default',
    onConflict: plan.onConflict && checkColumns(table, plan.onConflict),
    resolution: req.prefer.resolution,
    returning: returning(req),
  })
  const result = await execute(ctx, req, sql, {
    table,
    insert: keys,
    update: req.prefer.resolution === 'merge-duplicates' ? keys : undefined,
    select: readColumns(table, req, []),
  })
  const count = req.prefer.count ? result.page : undefined
  const onlyUpdated =
    req.prefer.resolution === 'merge-duplicates' && result.page > 0 && result.inserted === 0
  return respond(req, result, onlyUpdated ? 200 : 201, contentRange(1, 0, count))
}

export async function updateRows(
  ctx: StackContext,
  req: RestRequest,
  table: Table,
  body: unknown,
): Promise<Response> {
  const row = readBody(rowBody, body)
  const plan = parseQuery(req.query)
  const columns = checkColumns(table, Object.keys(row))
  const result: WriteResult =
    columns.length === 0
      ? { page: 0, inserted: null, body: req.single ? null : '[]' }
      : await execute(
          ctx,
          req,
          updateSql(table, JSON.stringify(row), columns, plan.conditions, returning(req)),
          { table, update: columns, select: readColumns(table, req, plan.conditions) },
        )
  if (columns.length === 0 && req.single) throw pgrst.singular(0)
  const count = req.prefer.count ? result.page : undefined
  return respond(req, result, 204, contentRange(0, result.page - 1, count))
}

export async function deleteRows(
  ctx: StackContext,
  req: RestRequest,
  table: Table,
): Promise<Response> {
  const plan = parseQuery(req.query)
  const result = await execute(ctx, req, deleteSql(table, plan.conditions, returning(req)), {
    table,
    delete: true,
    select: readColumns(table, req, plan.conditions),
  })
  const count = req.prefer.count ? result.page : undefined
  return respond(req, result, 204, contentRange(1, 0, count))
}
