// npm run db:types: regenerates the Supabase database types from supabase/migrations.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generateTypes, TYPES_FILE } from './db-types/generate.ts'

const types = await generateTypes()
await mkdir(path.dirname(TYPES_FILE), { recursive: true })
await writeFile(TYPES_FILE, types)
console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`)
