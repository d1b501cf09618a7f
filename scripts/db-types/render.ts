import { format } from 'prettier'
import { HELPER_TYPES } from './helper-types.ts'
import { renderSchema } from './render-schema.ts'
import type { SchemaInfo } from './schema-info.ts'

// postgres-meta's options: prettier defaults apart from semi.
const typescript = (code: string) => format(code, { parser: 'typescript', semi: false })

/**
 * The text of `supabase gen types typescript --local --schema public`. No
 * `__InternalSupabase` key: the CLI adds it only for linked hosted projects, whose
 * PostgREST version it can ask.
 */
export async function renderTypes(info: SchemaInfo, schema: string): Promise<string> {
  const enums = info.types
    .filter((t) => t.schema === schema && t.enums.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
  const database = await typescript(`
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${renderSchema(info, schema)}
}
`)
  const constants = await typescript(`
export const Constants = {
  ${JSON.stringify(schema)}: {
          Enums: {
            ${enums.map((e) => `${JSON.stringify(e.name)}: [${e.enums.map((v) => JSON.stringify(v)).join(', ')}]`)}
          }
        }
} as const
`)
  return `${database}\n${HELPER_TYPES}\n${constants}`
}
