import {
  CalendarX,
  Eye,
  EyeOff,
  Link2,
  Link2Off,
  Pencil,
  Send,
  Trash2,
  type LucideIcon,
} from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { useCancelSchedule } from '@/features/blog-admin/api/cancel-schedule'
import type { AdminPostListItem } from '@/features/blog-admin/api/get-admin-posts'
import { refusedChecks, useSetPostPublished } from '@/features/blog-admin/api/set-post-published'
import { useCopyPreviewLink, useRevokePreviewLink } from '@/features/blog-admin/api/preview-link'
import { checkName } from '@/features/blog-admin/lib/revision-label'
import { reportError } from '@/lib/report-error'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { cn } from '@/lib/utils'

export type PostActionHandlers = {
  onPreview: (post: AdminPostListItem) => void
  onEdit: (post: AdminPostListItem) => void
  onDelete: (post: AdminPostListItem) => void
  /**
   * Whether the account may publish, unpublish, schedule and touch published posts (editors and
   * up). A writer's list holds published posts and their own drafts: a published post is only
   * previewed, a draft edited, linked or deleted. The database refuses the rest anyway.
   */
  canPublish: boolean
}

type PostActionsProps = PostActionHandlers & {
  post: AdminPostListItem
  /** A draft with a publish date ahead: it gets Cancel schedule. */
  scheduled?: boolean
  /** Icons only (the desktop table); the verb stays the tooltip and, with the title, the name. */
  compact?: boolean
}

type Action = { verb: string; icon: LucideIcon; onClick: () => void; danger?: boolean }

/** A post's actions; each button's accessible name says which post it acts on. */
export function PostActions({
  post,
  scheduled = false,
  compact = false,
  onPreview,
  onEdit,
  onDelete,
  canPublish,
}: PostActionsProps) {
  const setPublished = useSetPostPublished()
  const handleToggle = () =>
    setPublished.mutate(
      { id: post.id, published: !post.published },
      {
        onSuccess: (_saved, { published }) =>
          toast.success(published ? blogAdminMessages.published : blogAdminMessages.unpublished),
        onError: (error) => {
          const checks = refusedChecks(error)
          reportError(blogAdminMessages.statusFailed, {
            description: checks.length
              ? `${blogAdminMessages.publishBlocked} ${checks.map((id) => checkName(id)).join(', ')}. Open the post to fix them or publish anyway.`
              : undefined,
            cause: error,
          })
        },
      },
    )
  // Drafts only: a link that shows the draft to someone without an account.
  const copyLink = useCopyPreviewLink()
  const revokeLink = useRevokePreviewLink()
  const previewLinkActions: Action[] = post.published
    ? []
    : [
        {
          verb: 'Copy preview link',
          icon: Link2,
          onClick: () =>
            copyLink.mutate(post.id, {
              onSuccess: () => toast.success(blogAdminMessages.previewLinkCopied),
            }),
        },
        {
          verb: 'Revoke preview link',
          icon: Link2Off,
          onClick: () =>
            revokeLink.mutate(post.id, {
              onSuccess: () => toast.success(blogAdminMessages.previewLinkRevoked),
            }),
        },
      ]
  const cancel = useCancelSchedule()
  const scheduleActions: Action[] =
    scheduled && canPublish
      ? [
          {
            verb: 'Cancel schedule',
            icon: CalendarX,
            onClick: () =>
              cancel.mutate(post.id, {
                onSuccess: () => toast.success(blogAdminMessages.scheduleCancelled),
              }),
          },
        ]
      : []
  const preview: Action = { verb: 'Preview', icon: Eye, onClick: () => onPreview(post) }
  const edit: Action = { verb: 'Edit', icon: Pencil, onClick: () => onEdit(post) }
  const remove: Action = {
    verb: 'Delete',
    icon: Trash2,
    onClick: () => onDelete(post),
    danger: true,
  }
  const toggle: Action = post.published
    ? { verb: 'Unpublish', icon: EyeOff, onClick: handleToggle }
    : { verb: 'Publish', icon: Send, onClick: handleToggle }
  const actions: Action[] = canPublish
    ? [preview, edit, toggle, ...scheduleActions, ...previewLinkActions, remove]
    : post.published
      ? [preview]
      : [preview, edit, ...previewLinkActions, remove]
  return (
    // In the table, three to a line: a draft's six or more fit beside the other columns at 1280 px.
    <div
      className={
        compact ? 'grid w-max grid-cols-3 gap-0.5' : 'grid grid-cols-2 gap-1 sm:flex sm:flex-wrap'
      }
    >
      {actions.map(({ verb, icon: Icon, onClick, danger }) => (
        <Button
          key={verb}
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          aria-label={`${verb} “${post.title}”`}
          title={compact ? verb : undefined}
          disabled={verb.endsWith('ublish') && setPublished.isPending}
          className={cn(
            !compact && 'justify-start',
            danger && 'text-destructive hover:bg-destructive/10',
          )}
          onClick={onClick}
        >
          <Icon aria-hidden="true" />
          {!compact && verb}
        </Button>
      ))}
    </div>
  )
}
