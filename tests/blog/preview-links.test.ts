// Draft preview links (migration 20261129050100_blog_preview_links.sql): an admin's link shows
// the draft to anyone holding it, without a session, until it expires or is revoked; only the
// token's hash is stored, and nobody else can make or revoke one.
import { describe, expect, it } from 'vitest'
import { admin, createAsAdmin, s, useBlogAdmin } from '@tests/blog-admin.ts'
import { anonClient } from '../schema/support/stack.ts'

useBlogAdmin()

async function previewOf(token: string) {
  const { data, error } = await anonClient(s.stack).rpc('blog_post_preview', { p_token: token })
  expect(error).toBeNull()
  return data ?? []
}

describe('preview links', () => {
  it('show a draft to a visitor without a session, until revoked', async () => {
    const draft = await createAsAdmin({ title: 'Draft for review', content: 'Secret plans' })
    const { data: token, error } = await admin.rpc('create_blog_post_preview', {
      p_post_id: draft.id,
    })
    expect(error).toBeNull()
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    const [shown] = await previewOf(token ?? '')
    expect(shown).toMatchObject({
      id: draft.id,
      title: 'Draft for review',
      content: '<p>Secret plans</p>',
    })
    expect(await previewOf('0'.repeat(64))).toEqual([])

    const stored = await s.stack.ctx.db.query<{ token_hash: string }>(
      'select token_hash from private.blog_post_previews where post_id = $1',
      [draft.id],
    )
    expect(stored.rows[0]?.token_hash).not.toBe(token)

    const { data: revoked } = await admin.rpc('revoke_blog_post_preview', { p_post_id: draft.id })
    expect(revoked).toBe(true)
    expect(await previewOf(token ?? '')).toEqual([])
  })

  it('stop working once expired, and a new link replaces the old one', async () => {
    const draft = await createAsAdmin()
    const { data: first } = await admin.rpc('create_blog_post_preview', { p_post_id: draft.id })
    const { data: second } = await admin.rpc('create_blog_post_preview', { p_post_id: draft.id })
    expect(await previewOf(first ?? '')).toEqual([])
    expect(await previewOf(second ?? '')).toHaveLength(1)
    await s.stack.ctx.db.query(
      `update private.blog_post_previews set expires_at = now() - interval '1 second' where post_id = $1`,
      [draft.id],
    )
    expect(await previewOf(second ?? '')).toEqual([])
  })

  it('are made and revoked by admins only', async () => {
    const draft = await createAsAdmin()
    const anon = anonClient(s.stack)
    const made = await anon.rpc('create_blog_post_preview', { p_post_id: draft.id })
    expect(made.error).not.toBeNull()
    const revoked = await anon.rpc('revoke_blog_post_preview', { p_post_id: draft.id })
    expect(revoked.error).not.toBeNull()
  })
})
