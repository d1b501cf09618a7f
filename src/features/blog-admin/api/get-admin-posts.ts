import { ADMIN_POST_COLUMNS } from '@shared/blog-post.ts'
import { queryOptions } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { containsAny } from '@/lib/paging/search'
import type { ListRequest } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'

export const POSTS_PAGE_SIZE = 20
export const POST_FILTERS = ['status', 'campaign'] as const
export type PostFilter = (typeof POST_FILTERS)[number]
/** ?status= values: drafts or published posts (absent: every post). */
export const POST_STATUSES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
] as const

interface FilterQuery<Q> {
  eq(column: string, value: string | boolean): Q
  or(filters: string): Q
}

/** The search and filters of the address on a posts query (§7: drafts included, for admins). */
function matching<Q extends FilterQuery<Q>>(query: Q, request: ListRequest<PostFilter>): Q {
  let q = query
  const status = request.filter('status')
  if (status === 'draft' || status === 'published') q = q.eq('published', status === 'published')
  const campaign = request.filter('campaign')
  if (campaign) q = q.eq('campaign_id', campaign)
  return request.q ? q.or(containsAny(['title', 'slug'], request.q)) : q
}

export async function fetchAdminPostPage(request: ListRequest<PostFilter>) {
  const query = matching(supabase.from('blog_posts').select(ADMIN_POST_COLUMNS), request)
  const { data, error } = await applyKeyset(query, request.position, request.size)
  if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
  return data
}

/** How many posts match (10,000 posts count in a few ms: exact). */
export async function countAdminPosts(request: ListRequest<PostFilter>) {
  const query = supabase.from('blog_posts').select('id', { count: 'exact', head: true })
  const { count, error } = await matching(query, request)
  if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
  return count
}

export type AdminPost = Awaited<ReturnType<typeof fetchAdminPostPage>>[number]

/** One post by id: the campaigns page links a draft that need not be on the visible page. */
async function fetchAdminPost(id: string): Promise<AdminPost | null> {
  const { data, error } = await supabase
    .from('blog_posts')
    .select(ADMIN_POST_COLUMNS)
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
  return data
}

export const adminPostOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.byId(id), queryFn: () => fetchAdminPost(id) })
