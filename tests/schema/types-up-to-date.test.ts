import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { generateTypes, TYPES_FILES } from '../../scripts/db-types/generate.ts'

describe('generated database types', () => {
  it('match the migrations (run `npm run db:types` after changing supabase/migrations)', async () => {
    const expected = await generateTypes()
    for (const file of TYPES_FILES) {
      const committed = await readFile(file, 'utf8').catch(() => '')
      expect(
        committed === expected,
        `${file} is out of date with supabase/migrations: run \`npm run db:types\``,
      ).toBe(true)
    }
  })
})
