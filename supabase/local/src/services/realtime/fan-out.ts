import type { JwtClaims, StackContext } from '../../stack-context.ts'
import { accessFor, columnsFor } from './access.ts'
import { bindingMatches, type Binding } from './bindings.ts'
import type { Change, Row } from './capture.ts'
import type { ColumnsOf } from './column-cache.ts'
import type { Column } from './columns.ts'
import { matchesFilter } from './filter-match.ts'
import { changeData, errorData, filterRow } from './payload.ts'
import { changeFrame } from './phoenix.ts'
import { visibleRecords } from './visibility.ts'

/** A joined channel with postgres_changes bindings. */
export interface Subscriber {
  readonly topic: string
  readonly claims: JwtClaims
  readonly bindings: readonly Binding[]
  readonly private: boolean
  send(frame: string): void
}

type Target = { subscriber: Subscriber; ids: number[] }
/** Rows of one table to check for one subscriber claims; `indexes` are positions in the batch. */
type Check = { claims: JwtClaims; change: Change; keys: string[]; indexes: number[]; rows: Row[] }

const bindingsFor = (subscriber: Subscriber, change: Change) =>
  subscriber.bindings.filter((b) => bindingMatches(b, change.schema, change.table, change.type))

function targetsOf(subscribers: Subscriber[], change: Change, columns: Column[]): Target[] {
  const types = new Map(columns.map((c) => [c.name, c.type]))
  const rows = new Map<string, Row>()
  const rowFor = (role: string) => {
    const row = rows.get(role) ?? filterRow(change, columnsFor(columns, role))
    rows.set(role, row)
    return row
  }
  const passes = (b: Binding, role: string) =>
    b.conditions.length === 0 || matchesFilter(b.conditions, rowFor(role), types)
  return subscribers.flatMap((subscriber) => {
    const bindings = bindingsFor(subscriber, change)
    const ids = bindings.filter((b) => passes(b, subscriber.claims.role)).map((b) => b.id)
    return ids.length > 0 ? [{ subscriber, ids: [...new Set(ids)] }] : []
  })
}

const checkKey = (claims: JwtClaims, relid: string) => JSON.stringify([claims, relid])

function planChecks(changes: Change[], targets: Target[][], tables: Map<string, Column[]>) {
  const checks = new Map<string, Check>()
  changes.forEach((change, index) => {
    const columns = tables.get(change.relid) ?? []
    for (const { subscriber } of targets[index] ?? []) {
      const { claims } = subscriber
      if (accessFor(change, columns, claims.role).kind !== 'rls') continue
      const key = checkKey(claims, change.relid)
      const keys = columns.filter((c) => c.pk).map((c) => c.name)
      const check = checks.get(key) ?? { claims, change, keys, indexes: [], rows: [] }
      if (check.indexes.at(-1) !== index) {
        check.indexes.push(index)
        // The lookup needs only the key, and a blog post's body is large to send back in.
        check.rows.push(Object.fromEntries(keys.map((k) => [k, change.record?.[k]])))
      }
      checks.set(key, check)
    }
  })
  return checks
}

/** Runs the planned RLS checks; resolves to the visible batch positions per checkKey. */
async function runChecks(ctx: StackContext, checks: Map<string, Check>) {
  const visible = new Map<string, Set<number>>()
  await Promise.all(
    [...checks].map(async ([key, { claims, change, keys, indexes, rows }]) => {
      const seen = await visibleRecords(ctx, claims, { ...change, keys }, rows)
      visible.set(key, new Set(indexes.filter((_, position) => seen.has(position))))
    }),
  )
  return visible
}

function deliver(
  change: Change,
  index: number,
  columns: Column[],
  targets: Target[],
  visible: Map<string, Set<number>>,
) {
  // One serialisation per role (or error) and change, shared by that role's channels.
  const serialised = new Map<string, string>()
  for (const { subscriber, ids } of targets) {
    const { claims } = subscriber
    const access = accessFor(change, columns, claims.role)
    if (access.kind === 'rls' && !visible.get(checkKey(claims, change.relid))?.has(index)) continue
    const variant = access.kind === 'error' ? `error ${access.message}` : `role ${claims.role}`
    let data = serialised.get(variant)
    if (data === undefined) {
      data =
        access.kind === 'error'
          ? errorData(change, access.message)
          : changeData(change, columnsFor(columns, claims.role))
      serialised.set(variant, data)
    }
    subscriber.send(changeFrame(subscriber.topic, ids, data))
  }
}

/** Sends each change of a batch, in commit order, to the subscribers that may see it. */
export async function fanOut(
  ctx: StackContext,
  columnsOf: ColumnsOf,
  subscribers: Subscriber[],
  changes: Change[],
): Promise<void> {
  const interested = changes.map((change) =>
    subscribers.filter((s) => bindingsFor(s, change).length > 0),
  )
  const wanted = changes.filter((_, i) => interested[i]?.length)
  if (wanted.length === 0) return
  const roles = [...new Set(subscribers.map((s) => s.claims.role))]
  const tables = await columnsOf(wanted, roles)
  const targets = changes.map((change, i) =>
    targetsOf(interested[i] ?? [], change, tables.get(change.relid) ?? []),
  )
  const visible = await runChecks(ctx, planChecks(changes, targets, tables))
  changes.forEach((change, i) =>
    deliver(change, i, tables.get(change.relid) ?? [], targets[i] ?? [], visible),
  )
}
