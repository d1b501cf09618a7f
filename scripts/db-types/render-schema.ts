import type { Column, DbFunction, Relationship, SchemaInfo } from './schema-info.ts'
import { nullable, pgTypeToTsType } from './ts-type.ts'

// Emits the same unformatted text as postgres-meta's TypeScript template (prettier then
// gives the final layout), so the result matches `supabase gen types typescript`.
// Features this project does not use (views, overloaded functions, unnamed arguments,
// functions returning rows or composite types) fail loudly rather than render differently.

const NEVER = '[_ in never]: never'
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)

export function renderSchema(info: SchemaInfo, schema: string): string {
  const view = info.relations.find((r) => r.kind === 'v' || r.kind === 'm')
  if (view) throw new Error(`Views are not supported by the type generator yet (${view.name})`)
  const tables = info.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind)).sort(byName)
  const enums = info.types.filter((t) => t.schema === schema && t.enums.length > 0).sort(byName)
  const composites = info.types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort(byName)
  const tsType = (format: string) => pgTypeToTsType(info, schema, format)
  const columnsOf = (tableId: number) =>
    info.columns.filter((c) => c.table_id === tableId).sort(byName)
  const relationships = [...info.relationships]
    .filter((r) => r.referenced_schema === schema)
    .sort(compareRelationships)

  const column = (c: Column, isOptional: boolean) =>
    `${JSON.stringify(c.name)}${isOptional ? '?' : ''}: ${nullable(tsType(c.format), c.is_nullable)}`

  const renderTable = (id: number, name: string) => {
    const columns = columnsOf(id)
    const writable = (render: (c: Column) => string) =>
      columns.map((c) =>
        c.identity_generation === 'ALWAYS' ? `${JSON.stringify(c.name)}?: never` : render(c),
      )
    return `${JSON.stringify(name)}: {
                  Row: {
                    ${columns.map((c) => column(c, false))}
                  }
                  Insert: {
                    ${writable((c) => column(c, c.is_nullable || c.is_identity || c.has_default))}
                  }
                  Update: {
                    ${writable((c) => column(c, true))}
                  }
                  Relationships: [
                    ${relationships.filter((r) => r.relation === name).map(renderRelationship)}
                  ]
                }`
  }

  return `${JSON.stringify(schema)}: {
          Tables: {
            ${tables.length === 0 ? NEVER : tables.map((t) => renderTable(t.id, t.name))}
          }
          Views: {
            ${NEVER}
          }
          Functions: {
            ${renderFunctions(info, tsType)}
          }
          Enums: {
            ${
              enums.length === 0
                ? NEVER
                : enums.map(
                    (e) =>
                      `${JSON.stringify(e.name)}: ${e.enums.map((v) => JSON.stringify(v)).join('|')}`,
                  )
            }
          }
          CompositeTypes: {
            ${
              composites.length === 0
                ? NEVER
                : composites.map(
                    (c) => `${JSON.stringify(c.name)}: {
                        ${c.attributes.map((a) => `${JSON.stringify(a.name)}: ${nullable(typeName(info, a.type_id, tsType), true)}`)}
                      }`,
                  )
            }
          }
        }`
}

function compareRelationships(a: Relationship, b: Relationship): number {
  return (
    a.foreign_key_name.localeCompare(b.foreign_key_name) ||
    a.referenced_relation.localeCompare(b.referenced_relation) ||
    JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns))
  )
}

function renderRelationship(r: Relationship): string {
  return `{
      foreignKeyName: ${JSON.stringify(r.foreign_key_name)}
      columns: ${JSON.stringify(r.columns)}
isOneToOne: ${r.is_one_to_one}
      referencedRelation: ${JSON.stringify(r.referenced_relation)}
      referencedColumns: ${JSON.stringify(r.referenced_columns)}
    }`
}

function typeName(info: SchemaInfo, typeId: number, tsType: (f: string) => string): string {
  const type = info.types.find((t) => t.id === typeId)
  return type ? tsType(type.name) : 'unknown'
}

const IN_MODES = new Set(['in', 'inout', 'variadic'])

function renderFunctions(info: SchemaInfo, tsType: (f: string) => string): string {
  if (info.functions.length === 0) return NEVER
  const fns = [...info.functions].sort(byName)
  return fns
    .map((fn) => {
      if (fns.filter((other) => other.name === fn.name).length > 1) {
        throw new Error(`Overloaded functions are not supported by the type generator (${fn.name})`)
      }
      return `${JSON.stringify(fn.name)}:\n${renderSignature(info, fn, tsType)}`
    })
    .join(',\n')
}

function renderSignature(info: SchemaInfo, fn: DbFunction, tsType: (f: string) => string): string {
  const args = [...fn.args].sort(byName)
  const inArgs = args.filter((a) => IN_MODES.has(a.mode))
  if (inArgs.some((a) => a.name === '')) {
    throw new Error(`Functions with unnamed arguments are not supported (${fn.name})`)
  }
  if (fn.return_type_relation_id !== null) {
    throw new Error(`Functions returning rows or composite types are not supported (${fn.name})`)
  }
  const argsType =
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs.map((a) => `${JSON.stringify(a.name)}${a.has_default ? '?' : ''}: ${typeName(info, a.type_id, tsType)}`)} }`
  const tableArgs = args.filter((a) => a.mode === 'table')
  const returnType =
    tableArgs.length > 0
      ? `{
              ${tableArgs.map((a) => `${JSON.stringify(a.name)}: ${typeName(info, a.type_id, tsType)}`)}
            }`
      : typeName(info, fn.return_type_id, tsType)
  return `{ Args: ${argsType}; Returns: ${returnType}${fn.is_set_returning_function ? '[]' : ''}
                          }`
}
