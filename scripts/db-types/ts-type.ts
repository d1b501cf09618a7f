import type { PgType, SchemaInfo } from './schema-info.ts'

// postgres-meta's pgTypeToTsType for a single generated schema: how a Postgres type name
// is spelled in the generated TypeScript.
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
])

export function pgTypeToTsType(info: SchemaInfo, schema: string, pgType: string): string {
  if (pgType === 'bool') return 'boolean'
  if (NUMBER_TYPES.has(pgType)) return 'number'
  if (STRING_TYPES.has(pgType)) return 'string'
  if (pgType === 'json' || pgType === 'jsonb') return 'Json'
  if (pgType === 'void') return 'undefined'
  if (pgType === 'record') return 'Record<string, unknown>'
  if (pgType.startsWith('_')) return `(${pgTypeToTsType(info, schema, pgType.substring(1))})[]`

  const enumType = pickBySchema(
    info.types.filter((t) => t.name === pgType && t.enums.length > 0),
    schema,
  )
  if (enumType) {
    return enumType.schema === schema
      ? `Database[${JSON.stringify(schema)}]['Enums'][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((variant) => JSON.stringify(variant)).join('|')
  }
  const compositeType = pickBySchema(
    info.types.filter((t) => t.name === pgType && t.attributes.length > 0),
    schema,
  )
  if (compositeType) {
    return compositeType.schema === schema
      ? `Database[${JSON.stringify(schema)}]['CompositeTypes'][${JSON.stringify(compositeType.name)}]`
      : 'unknown'
  }
  const table = info.relations.find((r) => r.name === pgType && (r.kind === 'r' || r.kind === 'p'))
  if (table)
    return `Database[${JSON.stringify(schema)}]['Tables'][${JSON.stringify(pgType)}]['Row']`
  const view = info.relations.find((r) => r.name === pgType && r.kind === 'v')
  if (view) return `Database[${JSON.stringify(schema)}]['Views'][${JSON.stringify(pgType)}]['Row']`
  return 'unknown'
}

function pickBySchema(candidates: PgType[], schema: string): PgType | undefined {
  return candidates.find((t) => t.schema === schema) ?? candidates[0]
}

export function nullable(tsType: string, isNullable: boolean): string {
  // unknown already includes null
  if (tsType === 'unknown' || !isNullable) return tsType
  return `${tsType} | null`
}
