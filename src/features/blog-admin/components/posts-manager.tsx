import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { startTransition, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { SelectField } from '@/components/ui/form-field'
import { countSummary, ListSkeleton, PagedView, SearchField } from '@/components/ui/paged-list'
import {
  adminPostList,
  adminPostOptions,
  POST_STATUSES,
  type AdminPostListItem,
} from '@/features/blog-admin/api/get-admin-posts'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { preloadRichTextEditorWhenIdle } from '@/features/blog-admin/components/content-field'
import { DeletePostDialog } from '@/features/blog-admin/components/delete-post-dialog'
import { PostEditorDialog } from '@/features/blog-admin/components/post-editor-dialog'
import { PostPreviewDialog } from '@/features/blog-admin/components/post-preview-dialog'
import { PostCards, PostsTable } from '@/features/blog-admin/components/posts-table'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { usePagedList } from '@/lib/paging/use-paged-list'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

function NoPosts() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-white p-10 text-center">
      <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold text-foreground">No posts yet</p>
      <p className="text-sm text-muted-foreground">Write one with New Post, or start a campaign.</p>
    </div>
  )
}

/**
 * Posts, newest first, 20 a page, searchable by title or slug and filtered by status and
 * campaign (all in the address, under `prefix` where the page has other lists), with preview,
 * edit, publish/unpublish and delete. Live: a change to blog_posts refreshes the visible page.
 * Mounted on /admin-portal/blog and below the dashboard.
 */
export function PostsManager({
  prefix = '',
  campaigns,
  canPublish,
  preloadEditor = false,
}: {
  prefix?: string
  /**
   * Where opening a post is the next step (/admin-portal/blog): the editor's chunk loads once
   * the list is shown and the screen idle. The dashboard, whose first screen is the stats,
   * leaves it to the first post opened there.
   */
  preloadEditor?: boolean
  /** Editors and up; a writer gets their drafts' actions only (PostActions). */
  canPublish: boolean
  /** Every campaign (the page supplies them from campaigns): the filter and the post's campaign. */
  campaigns: { id: string; name: string }[] | undefined
}) {
  const list = usePagedList({ ...adminPostList, prefix })
  useLiveRefresh('blog_posts', postKeys.all())
  const [previewingId, setPreviewingId] = useState<string | null>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<AdminPostListItem | null>(null)
  const listShown = list.rows.isSuccess
  useEffect(
    () => (preloadEditor && listShown ? preloadRichTextEditorWhenIdle() : undefined),
    [preloadEditor, listShown],
  )
  // ?post=<id> (the campaigns page links a draft this way) opens that post in the editor,
  // whichever page it is on.
  const [searchParams, setSearchParams] = useSearchParams()
  const linkedId = searchParams.get('post')
  const editorId = editingId ?? linkedId
  // The list has no content: the editor and the preview read the one post they open.
  const editorPost =
    useQuery({ ...adminPostOptions(editorId ?? ''), enabled: Boolean(editorId) }).data ?? null
  const previewPost =
    useQuery({ ...adminPostOptions(previewingId ?? ''), enabled: Boolean(previewingId) }).data ??
    null
  const closeEditor = () => {
    setEditingId(null)
    if (linkedId)
      setSearchParams(
        (next) => {
          next.delete('post')
          return next
        },
        { replace: true },
      )
  }

  // Opening a post reads it at once; the list's re-render that follows is a transition, so the
  // press is not held up by re-rendering every row (the dialog shows once the post is in).
  const queryClient = useQueryClient()
  const open = (post: AdminPostListItem, show: (id: string) => void) => {
    void queryClient.prefetchQuery(adminPostOptions(post.id))
    startTransition(() => show(post.id))
  }
  const campaignName = (id: string) => campaigns?.find((c) => c.id === id)?.name
  const actions = {
    onPreview: (post: AdminPostListItem) => open(post, setPreviewingId),
    onEdit: (post: AdminPostListItem) => open(post, setEditingId),
    onDelete: setDeleting,
    canPublish,
    campaignName,
  }
  const status = list.filter('status')
  const campaign = list.filter('campaign')
  const filtered = Boolean(list.q || status || campaign)

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SearchField
          id={`${prefix}posts-search`}
          label="Search posts"
          listName="Posts"
          placeholder="Title or slug"
          value={list.q}
          onSearch={list.setQuery}
        />
        <SelectField
          id={`${prefix}posts-status`}
          label="Status"
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
          className="sm:w-40"
        >
          <option value="">All posts</option>
          {POST_STATUSES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${prefix}posts-campaign`}
          label="Campaign"
          value={campaign}
          // Its options are the campaign names, read on their own: busy until they are in.
          aria-busy={campaigns === undefined}
          onChange={(event) => list.setFilter('campaign', event.target.value)}
          className="sm:w-56"
        >
          <option value="">Any campaign</option>
          {campaigns?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedView<AdminPostListItem>
        list={list}
        label="Posts"
        noun="posts"
        loading={<ListSkeleton rows={5} label="Loading posts" />}
        errorMessage={blogAdminMessages.loadPostsFailed}
        empty={filtered ? 'No posts match these filters.' : <NoPosts />}
        summary={countSummary(list.count.data, 'posts', { searching: filtered })}
      >
        {(posts) => (
          <>
            <Card padding="none" className="hidden md:block">
              <PostsTable posts={posts} {...actions} />
            </Card>
            <div className="md:hidden">
              <PostCards posts={posts} {...actions} />
            </div>
          </>
        )}
      </PagedView>
      <PostPreviewDialog post={previewPost} onOpenChange={() => setPreviewingId(null)} />
      {editorPost && (
        <PostEditorDialog
          post={editorPost}
          canPublish={canPublish}
          open
          onOpenChange={(open) => !open && closeEditor()}
        />
      )}
      <DeletePostDialog post={deleting} onOpenChange={() => setDeleting(null)} />
    </div>
  )
}
