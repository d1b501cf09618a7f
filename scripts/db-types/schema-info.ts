import { z } from 'zod'

// The catalogue facts the generator needs, in the vocabulary of postgres-meta (the
// service behind `supabase gen types`), so the rendering rules can follow it closely.

const relation = z.object({ id: z.number(), name: z.string(), kind: z.string() })

const column = z.object({
  table_id: z.number(),
  name: z.string(),
  format: z.string(),
  is_nullable: z.boolean(),
  has_default: z.boolean(),
  is_identity: z.boolean(),
  identity_generation: z.enum(['ALWAYS', 'BY DEFAULT']).nullable(),
})

const relationship = z.object({
  foreign_key_name: z.string(),
  relation: z.string(),
  columns: z.array(z.string()),
  is_one_to_one: z.boolean(),
  referenced_schema: z.string(),
  referenced_relation: z.string(),
  referenced_columns: z.array(z.string()),
})

const functionArg = z.object({
  mode: z.enum(['in', 'out', 'inout', 'variadic', 'table']),
  name: z.string(),
  type_id: z.number(),
  has_default: z.boolean(),
})

const dbFunction = z.object({
  name: z.string(),
  args: z.array(functionArg),
  return_type_id: z.number(),
  return_type_relation_id: z.number().nullable(),
  is_set_returning_function: z.boolean(),
})

const pgType = z.object({
  id: z.number(),
  name: z.string(),
  schema: z.string(),
  enums: z.array(z.string()),
  attributes: z.array(z.object({ name: z.string(), type_id: z.number() })),
})

export const schemaInfoSchema = z.object({
  relations: z.array(relation),
  columns: z.array(column),
  relationships: z.array(relationship),
  functions: z.array(dbFunction),
  types: z.array(pgType),
})

export type SchemaInfo = z.infer<typeof schemaInfoSchema>
export type Column = z.infer<typeof column>
export type Relationship = z.infer<typeof relationship>
export type DbFunction = z.infer<typeof dbFunction>
export type PgType = z.infer<typeof pgType>
