import { Bot } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Table, TableCell, TableHeader } from '@/components/ui/table'
import type { AdminPostListItem } from '@/features/blog-admin/api/get-admin-posts'
import { PostActions, type PostActionHandlers } from '@/features/blog-admin/components/post-actions'
import {
  PostPublishStatus,
  isScheduledPost,
  usePostPublishing,
} from '@/features/blog-admin/components/post-publish-status'
import { formatDate } from '@/lib/format-date'

type PostsTableProps = PostActionHandlers & {
  posts: AdminPostListItem[]
  campaignName: (id: string) => string | undefined
}

function CampaignName({ id, name }: { id: string | null; name: string | undefined }) {
  if (!id) return <span className="text-muted-foreground">—</span>
  return (
    <span className="inline-flex items-start gap-1.5">
      <Bot className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
      {name ?? 'Campaign'}
    </span>
  )
}

/** Desktop: one row per post. */
export function PostsTable({ posts, campaignName, ...actions }: PostsTableProps) {
  const publishing = usePostPublishing(posts.map((post) => post.id))
  return (
    <Table className="min-w-[52rem]">
      <TableHeader
        columns={[
          'Title',
          'Slug',
          'Status',
          'Created',
          'Campaign',
          { label: <span className="sr-only">Actions</span> },
        ]}
      />
      <tbody>
        {posts.map((post) => (
          <tr key={post.id} data-post-slug={post.slug}>
            <TableCell className="min-w-44 font-medium">{post.title}</TableCell>
            {/* One line; the whole slug is in the tooltip and on the phone cards. */}
            <TableCell className="font-mono text-xs text-muted-foreground">
              <span title={post.slug} className="block max-w-40 truncate">
                {post.slug}
              </span>
            </TableCell>
            <TableCell>
              <PostPublishStatus post={post} publishing={publishing} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(post.created_at)}</TableCell>
            <TableCell className="max-w-48">
              <CampaignName id={post.campaign_id} name={campaignName(post.campaign_id ?? '')} />
            </TableCell>
            <TableCell>
              <PostActions
                post={post}
                scheduled={isScheduledPost(post, publishing)}
                compact
                {...actions}
              />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** Phones: one card per post, every action a full-size tap target. */
export function PostCards({ posts, campaignName, ...actions }: PostsTableProps) {
  const publishing = usePostPublishing(posts.map((post) => post.id))
  return (
    <ul className="grid gap-3">
      {posts.map((post) => (
        <Card asChild key={post.id} padding="sm" className="grid gap-2">
          <li data-post-slug={post.slug}>
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold leading-snug">{post.title}</h3>
              <PostPublishStatus post={post} publishing={publishing} />
            </div>
            <p className="break-all font-mono text-xs text-muted-foreground">/{post.slug}</p>
            <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span>{formatDate(post.created_at)}</span>
              {post.campaign_id && (
                <CampaignName id={post.campaign_id} name={campaignName(post.campaign_id)} />
              )}
            </p>
            <div className="-mx-2 border-t pt-2">
              <PostActions post={post} scheduled={isScheduledPost(post, publishing)} {...actions} />
            </div>
          </li>
        </Card>
      ))}
    </ul>
  )
}
