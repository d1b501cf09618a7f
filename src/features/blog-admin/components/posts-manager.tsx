import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { ErrorNotice } from '@/components/ui/error-notice'
import { adminPostsOptions, type AdminPost } from '@/features/blog-admin/api/get-admin-posts'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { DeletePostDialog } from '@/features/blog-admin/components/delete-post-dialog'
import { PostEditorDialog } from '@/features/blog-admin/components/post-editor-dialog'
import { PostPreviewDialog } from '@/features/blog-admin/components/post-preview-dialog'
import { PostCards, PostsTable } from '@/features/blog-admin/components/posts-table'
import { blogMessages } from '@/features/blog-admin/lib/admin-messages'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

function PostsSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className="grid gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  )
}

function NoPosts() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-white p-10 text-center">
      <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">No posts yet</p>
      <p className="text-sm text-muted-foreground">Write one with New Post, or start a campaign.</p>
    </div>
  )
}

/**
 * Every post, newest first, with preview, edit, publish/unpublish and delete. Live: any
 * change to blog_posts (another admin, a campaign's new draft) refetches it. Mounted on
 * /admin-portal/blog and below the dashboard.
 */
export function PostsManager({
  campaignName,
}: {
  /** The name of the campaign that wrote a post (the page supplies it from campaigns). */
  campaignName: (id: string) => string | undefined
}) {
  const posts = useQuery(adminPostsOptions())
  useLiveInvalidate('blog_posts', postKeys.all())
  const [previewing, setPreviewing] = useState<AdminPost | null>(null)
  const [editing, setEditing] = useState<AdminPost | null>(null)
  const [deleting, setDeleting] = useState<AdminPost | null>(null)
  // ?post=<id> (the campaigns page links a draft this way) opens that post in the editor.
  const [searchParams, setSearchParams] = useSearchParams()
  const linkedId = searchParams.get('post')
  const linked = linkedId ? posts.data?.find((post) => post.id === linkedId) : undefined
  const editorPost = editing ?? linked ?? null
  const closeEditor = () => {
    setEditing(null)
    if (linkedId)
      setSearchParams(
        (next) => {
          next.delete('post')
          return next
        },
        { replace: true },
      )
  }

  const actions = {
    onPreview: setPreviewing,
    onEdit: setEditing,
    onDelete: setDeleting,
    campaignName,
  }

  return (
    <section aria-label="Blog posts">
      {posts.isPending && <PostsSkeleton />}
      {posts.isError && (
        <ErrorNotice message={blogMessages.loadPostsFailed} onRetry={() => posts.refetch()} />
      )}
      {posts.isSuccess && posts.data.length === 0 && <NoPosts />}
      {posts.isSuccess && posts.data.length > 0 && (
        <>
          <Card padding="none" className="hidden md:block">
            <PostsTable posts={posts.data} {...actions} />
          </Card>
          <div className="md:hidden">
            <PostCards posts={posts.data} {...actions} />
          </div>
        </>
      )}
      <PostPreviewDialog post={previewing} onOpenChange={() => setPreviewing(null)} />
      {editorPost && (
        <PostEditorDialog post={editorPost} open onOpenChange={(open) => !open && closeEditor()} />
      )}
      <DeletePostDialog post={deleting} onOpenChange={() => setDeleting(null)} />
    </section>
  )
}
