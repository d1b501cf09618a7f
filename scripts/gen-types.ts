// npm run db:types: regenerates the Supabase database types from supabase/migrations.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generateTypes, TYPES_FILES } from './db-types/generate.ts'

const types = await generateTypes()
for (const file of TYPES_FILES) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, types)
  console.log(`wrote ${path.relative(process.cwd(), file)}`)
}
