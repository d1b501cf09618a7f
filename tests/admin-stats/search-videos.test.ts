// search_videos (20261127000100): the Videos list's search by any part of the name, newest
// first by offset, with the number of matches; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
  await s.stack.ctx.db.query(
    `insert into storage.objects (bucket_id, name, metadata, created_at)
     select 'videos', 'library/' || (1764000000000 + g) || '-' ||
              case when g % 3 = 0 then 'Demo_Call ' || g else 'webinar-' || g end || '.mp4',
            jsonb_build_object('size', g * 1000), timestamptz '2026-01-01' + g * interval '1 minute'
       from generate_series(1, 30) g
     union all
     select 'videos', 'library/' || name, '{}', now()
       from (values ('100% real_cut.mp4'), ('nested/inside.mp4')) v(name)
     union all
     select 'blog-images', 'library/demo-image.png', '{}', now()`,
  )
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

describe('search_videos', () => {
  it('refuses anon and a signed-in non-admin with 42501 and no rows', async () => {
    for (const role of ['anon', 'user'] as const) {
      const result = await s.client(role).rpc('search_videos', { p_query: 'demo' })
      expect({ code: result.error?.code, data: result.data }).toEqual({ code: '42501', data: null })
    }
  })

  it('finds any part of the name, case-insensitively, newest first, with the total', async () => {
    const admin = s.client('admin')
    const { data, error } = await admin.rpc('search_videos', { p_query: 'demo_CALL', p_limit: 4 })
    expect(error).toBeNull()
    expect(data?.map((v) => [v.name, v.size, v.total])).toEqual([
      ['1764000000030-Demo_Call 30.mp4', 30000, 10],
      ['1764000000027-Demo_Call 27.mp4', 27000, 10],
      ['1764000000024-Demo_Call 24.mp4', 24000, 10],
      ['1764000000021-Demo_Call 21.mp4', 21000, 10],
    ])
    const next = await admin.rpc('search_videos', { p_query: 'demo_call', p_limit: 4, p_offset: 8 })
    expect(next.data?.map((v) => v.name)).toEqual([
      '1764000000006-Demo_Call 6.mp4',
      '1764000000003-Demo_Call 3.mp4',
    ])
  })

  it('matches % and _ literally and lists only the library folder of the videos bucket', async () => {
    const admin = s.client('admin')
    const literal = await admin.rpc('search_videos', { p_query: '100% real_' })
    expect(literal.data?.map((v) => v.name)).toEqual(['100% real_cut.mp4'])
    const all = await admin.rpc('search_videos', { p_limit: 1000 })
    expect(all.data?.[0]?.total).toBe(31)
    expect(all.data?.map((v) => v.name)).not.toContain('nested/inside.mp4')
    expect(all.data?.map((v) => v.name)).not.toContain('demo-image.png')
  })
})
