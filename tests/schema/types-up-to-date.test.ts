import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { generateTypes, TYPES_FILE } from '../../scripts/db-types/generate.ts'

describe('generated database types', () => {
  it('match the migrations (run `npm run db:types` after changing supabase/migrations)', async () => {
    const expected = await generateTypes()
    const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '')
    expect(
      committed === expected,
      `${TYPES_FILE} is out of date with supabase/migrations: run \`npm run db:types\``,
    ).toBe(true)
  })
})
