import { ADMIN_POST_COLUMNS } from '@shared/blog-post.ts'
import { queryOptions } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogMessages } from '@/features/blog-admin/lib/admin-messages'
import { supabase } from '@/lib/supabase'

// Every post, drafts included (RLS shows them to admins only), newest first (§7).
async function fetchAdminPosts() {
  const { data, error } = await supabase
    .from('blog_posts')
    .select(ADMIN_POST_COLUMNS)
    .order('created_at', { ascending: false })
  if (error) throw new Error(blogMessages.loadPostsFailed, { cause: error })
  return data
}

export type AdminPost = Awaited<ReturnType<typeof fetchAdminPosts>>[number]

export const adminPostsOptions = () =>
  queryOptions({ queryKey: postKeys.admin(), queryFn: fetchAdminPosts })
