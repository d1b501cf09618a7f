import type { StackContext } from '../../stack-context.ts'
import { ident } from '../../db/sql.ts'
import { readBody, rowBody } from './bodies.ts'
import { readSql, selectList } from './build-sql.ts'
import { Params } from './build-where.ts'
import { pgrst, restError } from './errors.ts'
import { parseQuery } from './parse-query.ts'
import { readResponse, type ReadResult } from './read.ts'
import { jsonResponse, runAs, type RestRequest } from './request.ts'
import type { RpcFunction, SchemaCache } from './schema-cache.ts'

function notFound(name: string, args: string[]): Error {
  const sorted = [...args].sort()
  const withArgs = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'
  return restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name} ${withArgs} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
}

/** The overload whose parameters cover the given names and whose required ones are given. */
function pickFunction(cache: SchemaCache, name: string, given: string[]): RpcFunction {
  const fn = (cache.functions.get(name) ?? []).find(
    (f) =>
      given.every((g) => f.args.some((a) => a.name === g)) &&
      f.args.every((a) => a.hasDefault || given.includes(a.name)),
  )
  if (!fn) throw notFound(name, given)
  return fn
}

/** POST /rpc/fn (args = JSON body) and GET /rpc/fn (args = query parameters). */
export async function callRpc(
  ctx: StackContext,
  req: RestRequest,
  cache: SchemaCache,
  name: string,
  body: unknown,
  head: boolean,
): Promise<Response> {
  const overloads = cache.functions.get(name) ?? []
  const isArg = (key: string) => overloads.some((f) => f.args.some((a) => a.name === key))
  const plan = parseQuery(req.query, {
    range: req.header('range'),
    isArg: body === undefined ? isArg : undefined,
  })
  const args = body === undefined ? plan.args : readBody(rowBody, body)
  const fn = pickFunction(cache, name, Object.keys(args))
  const params = new Params()
  const given = fn.args.filter((a) => a.name in args)
  // json_to_record converts each JSON value to the parameter's declared type, arrays included.
  const argsFrom = given.length
    ? `json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_args(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : ''
  const call = `${ident('public')}.${ident(fn.name)}(${given.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`
  const from = (item: string) => (argsFrom ? `${argsFrom} cross join lateral ${item}` : item)

  if (fn.returnsSet || fn.returns === 'row') {
    const ref = (column: string) => `pgrst_fn.${ident(column)}`
    const scalar = fn.returns === 'scalar'
    const sql = readSql({
      from: from(`${call} as pgrst_fn`),
      select: scalar ? 'pgrst_fn' : selectList(plan.select, ref, 'pgrst_fn.*'),
      conditions: plan.conditions,
      ref,
      order: plan.order,
      limit: fn.returnsSet ? plan.limit : undefined,
      offset: fn.returnsSet ? plan.offset : 0,
      // A function's rows are counted exactly whatever the preference (mainCall in
      // PostgREST's Statements.hs does not limit them).
      count: req.prefer.count === undefined ? undefined : 'exact',
      single: req.single || !fn.returnsSet,
      params,
      // A set of scalars is a JSON array of values, not of one-key objects.
      item: scalar ? 'pgrst_source.pgrst_fn' : undefined,
    })
    const row = await runAs(ctx, req, async (tx) => {
      const first = (await tx.query<ReadResult>(sql.text, sql.params)).rows[0]
      if (!first) throw new Error('rpc returned no row')
      if (req.single && first.page !== 1) throw pgrst.singular(first.page)
      return first
    })
    return readResponse(req, plan.offset, row, head)
  }
  const sql = `select to_json(${call})::text as body${argsFrom ? ` from ${argsFrom}` : ''}`
  const result = await runAs(
    ctx,
    req,
    async (tx) => (await tx.query<{ body: string | null }>(sql, params.values)).rows[0],
  )
  if (fn.returns === 'void') return new Response(null, { status: 204 })
  return jsonResponse(head ? null : (result?.body ?? 'null'), 200, false, {})
}
