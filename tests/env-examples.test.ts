import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteDefaults } from '../src/config/site-defaults.ts'

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

/** NAME=value lines of an env file, in order. */
const assignments = (text: string) =>
  [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name = '', value = '']) => ({
    name,
    value,
  }))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('.env.example', () => {
  const lines = assignments(read('.env.example'))

  it('lists every VITE_ setting the browser reads, with its default', () => {
    const declared = [...read('src/vite-env.d.ts').matchAll(/readonly (VITE_\w+)/g)].map(
      ([, name]) => name,
    )
    // The legacy key is read by the build (scripts/lib/build-env.ts), never by the bundle.
    const names = [...declared, 'VITE_SUPABASE_ANON_KEY']
    expect(lines.map((line) => line.name).sort()).toEqual(names.sort())
    for (const [name, value] of Object.entries(siteDefaults)) {
      expect(lines).toContainEqual({ name, value })
    }
  })
})

describe('supabase/functions/.env.example', () => {
  const lines = assignments(read('supabase/functions/.env.example'))

  it('lists every secret the functions read, with no value', () => {
    const functionsDir = new URL('supabase/functions/', root).pathname
    const read = sourceFiles(functionsDir).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\benv\.([A-Z][A-Z0-9_]*)|optionalSecret\(\s*\w+,\s*'([A-Z][A-Z0-9_]*)'/g,
        ),
      ].map(([, property, secret]) => property ?? secret ?? ''),
    )
    // The SUPABASE_* variables are the platform's: no project can set them.
    const secrets = new Set(read.filter((name) => !name.startsWith('SUPABASE_')))
    expect(secrets.size).toBeGreaterThan(10)
    expect(lines.map((line) => line.name).sort()).toEqual([...secrets].sort())
    expect(lines.filter((line) => line.value !== '')).toEqual([])
  })
})
