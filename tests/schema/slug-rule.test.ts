import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../supabase/local/src/db/db.ts'
import {
  isSlug,
  SLUG_MAX_LENGTH,
  slugify,
} from '../../supabase/functions/_shared/domain/slugify.ts'
import { openMigratedDb } from './support/migrated-db.ts'

// One slug rule: the TypeScript check (editor, public-blog) and the database's own check
// (blog_posts_slug_format, kept in SQL) answer alike. Postgres evaluates its constraint, as
// the migrations define it, on every sample.
let db: Db
let check: string

beforeAll(async () => {
  db = await openMigratedDb()
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint
      where conname = 'blog_posts_slug_format' and conrelid = 'public.blog_posts'::regclass`,
  )
  const def = rows[0]?.def ?? ''
  expect(def).toMatch(/^CHECK /)
  check = def.replace(/^CHECK /, '')
})
afterAll(async () => {
  await db?.close()
})

const samples = [
  'a',
  'good-slug-2',
  '2026',
  'a-b-c-d',
  'x'.repeat(SLUG_MAX_LENGTH),
  'x'.repeat(SLUG_MAX_LENGTH + 1),
  '',
  '-',
  'Not A Slug',
  'UPPER',
  'double--hyphen',
  '-leading',
  'trailing-',
  'under_score',
  'ümlaut',
  'new\nline',
  'tab\tslug',
  'dot.slug',
  ...[
    'Hello, World!',
    '  Café déjà vu  ',
    'C++ & Rust: 10 tips',
    '___',
    '日本語のタイトル',
    'Identity Resolution — Why It Matters in 2026',
  ].map(slugify),
]

describe('slug rule', () => {
  it.each(samples)('TypeScript and the database check agree on %j', async (slug) => {
    const { rows } = await db.query<{ ok: boolean }>(
      `select (${check}) as ok from (select $1::text as slug) as candidate`,
      [slug],
    )
    expect(rows[0]?.ok).toBe(isSlug(slug))
  })
})
