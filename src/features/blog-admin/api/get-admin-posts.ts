import { ADMIN_POST_COLUMNS, ADMIN_POST_LIST_COLUMNS } from '@shared/blog-post'
import { queryOptions } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { searchArgs } from '@/lib/paging/search'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
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
}

/** The ?status= and ?campaign= filters as values (undefined: every post). */
function filtersOf(request: ListRequest<PostFilter>) {
  const status = request.filter('status')
  const published =
    status === 'draft' || status === 'published' ? status === 'published' : undefined
  return { published, campaign: request.filter('campaign') || undefined }
}

/** The filters of the address on a posts query (drafts included, for admins). */
function matching<Q extends FilterQuery<Q>>(query: Q, request: ListRequest<PostFilter>): Q {
  const { published, campaign } = filtersOf(request)
  let q = query
  if (published !== undefined) q = q.eq('published', published)
  if (campaign) q = q.eq('campaign_id', campaign)
  return q
}

/** A page of posts; a search (title or slug) goes through search_blog_posts. */
export async function fetchAdminPostPage(request: ListRequest<PostFilter>) {
  const { q, position, size } = request
  const { published, campaign } = filtersOf(request)
  const { data, error } = q
    ? await supabase
        .rpc('search_blog_posts', {
          ...searchArgs(q, position, size),
          ...(published === undefined ? {} : { p_published: published }),
          ...(campaign ? { p_campaign_id: campaign } : {}),
        })
        .select(ADMIN_POST_LIST_COLUMNS)
    : await applyKeyset(
        matching(supabase.from('blog_posts').select(ADMIN_POST_LIST_COLUMNS), request),
        position,
        size,
      )
  if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
  return data
}

/** How many posts match the filters (10,000 posts count in a few ms: exact); a search has no total. */
export async function countAdminPosts(request: ListRequest<PostFilter>) {
  if (request.q) return null
  const query = supabase.from('blog_posts').select('id', { count: 'exact', head: true })
  const { count, error } = await matching(query, request)
  if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
  return count
}

/** A row of the posts list: no content (the editor and preview read it with adminPostOptions). */
export type AdminPostListItem = Awaited<ReturnType<typeof fetchAdminPostPage>>[number]

/**
 * One post by id, with its content: what the editor and the preview show when opened (also for
 * a post the campaigns page links, which need not be on the visible page).
 */
async function fetchAdminPost(id: string) {
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

export type AdminPost = NonNullable<Awaited<ReturnType<typeof fetchAdminPost>>>

/** Every post, the list of /admin-portal/blog and (under the `posts_` prefix) the dashboard. */
export const adminPostList: PagedListOptions<AdminPostListItem, PostFilter> = {
  queryKey: postKeys.admin(),
  size: POSTS_PAGE_SIZE,
  filters: POST_FILTERS,
  fetchPage: fetchAdminPostPage,
  fetchCount: countAdminPosts,
}
