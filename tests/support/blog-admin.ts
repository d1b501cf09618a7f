import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
// First: it gives Node 20 the WebSocket that the app's supabase client (imported below) needs.
import {
  anonClient,
  startSchemaStack,
  type Client,
  type SchemaStack,
} from '../schema/support/stack.ts'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import { ADMIN_POST_COLUMNS } from '@shared/blog-post'
import { toPostRow } from '@/features/blog-admin/lib/post-row'
import { emptyPostForm } from '@/features/blog-admin/lib/post-form-schema'

// Blog management against a private local stack with the product migrations, through
// supabase-js as the portal calls it: one admin, one signed-in non-admin, anon.
// The bindings are set by the hooks useBlogAdmin registers; read them in tests only.
export let s: SchemaStack
export let admin: Client
export let adminUserId: string

/** Starts the file's stack before its tests, signs the admin in, and stops it after. */
export function useBlogAdmin() {
  beforeAll(async () => {
    s = await startSchemaStack({ seed: false })
    const user = await s.createUser({ admin: true })
    admin = (await signIn(anonClient(s.stack), user)).client
    adminUserId = user.userId
  })
  afterAll(async () => {
    await s?.stop()
  })
}

/** A meta description the publish checklist accepts (50-160 characters). */
export const PUBLISHABLE_META = 'A summary of this post long enough for a search result to show it.'

export function row(overrides: Partial<typeof emptyPostForm> = {}) {
  const slug = `post-${randomUUID()}`
  return toPostRow({ ...emptyPostForm, title: 'A post', slug, content: 'Hello', ...overrides })
}

export async function createAsAdmin(overrides: Partial<typeof emptyPostForm> = {}) {
  const { data, error } = await admin
    .from('blog_posts')
    .insert({ ...row(overrides), author_id: adminUserId })
    .select(ADMIN_POST_COLUMNS)
    .single()
  if (error) throw error
  return data
}

export async function revisions(postId: string) {
  const { data, error } = await admin
    .from('blog_post_revisions')
    .select('id, revision_number, kind, restored_from, title, content, editor_email')
    .eq('post_id', postId)
    .order('revision_number')
  if (error) throw error
  return data
}
