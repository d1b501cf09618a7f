import { startTransition, useEffect, useState } from 'react'
import { toast } from 'sonner'
import {
  isBlockingCheckId,
  publishChecklist,
  type BlockingCheckId,
  type ChecklistIssue,
} from '@shared/blog-publish-checklist'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { siteConfig } from '@/config/site'
import type { AdminPost } from '@/features/blog-admin/api/get-admin-posts'
import {
  fetchNearDuplicate,
  PublishBlockedError,
  publishPostAnyway,
} from '@/features/blog-admin/api/publish-post'
import { useCreatePost, useUpdatePost } from '@/features/blog-admin/api/save-post'
import { PostEditor } from '@/features/blog-admin/components/post-editor'
import {
  autoPublishFailureNames,
  usePostPublishing,
} from '@/features/blog-admin/components/post-publish-status'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { clearPostDraft } from '@/features/blog-admin/lib/post-draft-storage'
import { emptyPostForm, type PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { toFormValues, toPostRow } from '@/features/blog-admin/lib/post-row'

type PostEditorDialogProps = {
  /** The post to edit; absent for a new post. */
  post?: AdminPost
  /** Editors and up: the Published switch and the publish date (writers save drafts only). */
  canPublish: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Blocked = { values: PostFormValues; issues: ChecklistIssue<BlockingCheckId>[] }

/** The checklist's blocking issues for the values, near-duplicate lookup included. */
async function blockingIssues(values: PostFormValues, postId: string | undefined) {
  const row = toPostRow(values)
  const duplicate = await fetchNearDuplicate(row.title, row.content, postId)
  return publishChecklist(row, duplicate, { siteOrigin: siteConfig.siteUrl }).blocking
}

/** The issues named by the database's refusal, with the checklist's words where it has them. */
function refusedIssues(values: PostFormValues, error: PublishBlockedError) {
  const known = publishChecklist(toPostRow(values), null).blocking
  return error.checks.filter(isBlockingCheckId).map(
    (id) =>
      known.find((issue) => issue.id === id) ?? {
        id,
        message: 'Nearly the same as a published post.',
      },
  )
}

/** On a campaign draft that auto-publish kept back: the checks it failed. */
function AutoPublishHeldBack({ post }: { post: AdminPost }) {
  const failures = autoPublishFailureNames(post, usePostPublishing([post.id]))
  if (failures.length === 0) return null
  return (
    <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p>{blogAdminMessages.autoPublishHeldBack}</p>
      <p className="font-semibold">{blogAdminMessages.notPublished(failures)}</p>
    </div>
  )
}

// The form is usually scrolled to its end when publishing: bring the reasons into view.
const bringIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' })

function PublishBlocked({
  issues,
  isPending,
  onPublishAnyway,
  onDismiss,
}: {
  issues: ChecklistIssue<BlockingCheckId>[]
  isPending: boolean
  onPublishAnyway: () => void
  onDismiss: () => void
}) {
  return (
    <div
      role="alert"
      ref={bringIntoView}
      className="grid gap-3 rounded-md border border-destructive/40 bg-red-50 p-3"
    >
      <p className="text-sm font-semibold">{blogAdminMessages.publishBlocked}</p>
      <ul className="list-disc pl-5 text-sm">
        {issues.map((issue) => (
          <li key={issue.id}>{issue.message}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={onDismiss}>
          Fix it first
        </Button>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={isPending}
          onClick={onPublishAnyway}
        >
          Publish anyway
        </Button>
      </div>
    </div>
  )
}

/**
 * Creates or edits a post. It owns the save: the success toasts and closing on success; a
 * failure is reported once, in the dialog beside everything typed (the save's message; no toast as
 * well), and stays until the next save. Publishing runs the publish checklist first; failing
 * blocking checks are shown and nothing is saved unless the admin chooses "Publish anyway".
 * Closing with unsaved changes asks first (they stay in this browser either way).
 */
export function PostEditorDialog({ post, canPublish, open, onOpenChange }: PostEditorDialogProps) {
  const createPost = useCreatePost()
  const updatePost = useUpdatePost()
  const save = post ? updatePost : createPost
  const [dirty, setDirty] = useState(false)
  const [confirmClose, setConfirmClose] = useState(false)
  const [blocked, setBlocked] = useState<Blocked | null>(null)
  const [checking, setChecking] = useState(false)
  const [publishError, setPublishError] = useState<string | null>(null)
  // The press that opens the editor shows the dialog's frame in its own next frame; the form
  // (fields, previews, checklist, the rich-text editor) renders right after, as a transition
  // that React splits into short tasks, so that opening answers within one 50 ms frame at 4x
  // CPU instead of rendering the whole form in the press's handler.
  const [formShown, setFormShown] = useState(false)
  useEffect(() => startTransition(() => setFormShown(true)), [])

  const close = () => {
    createPost.reset()
    updatePost.reset()
    setBlocked(null)
    setPublishError(null)
    setConfirmClose(false)
    onOpenChange(false)
  }

  const handleOpenChange = (next: boolean) => {
    if (next) return onOpenChange(true)
    if (dirty) setConfirmClose(true)
    else close()
  }

  const saved = (message: string) => {
    clearPostDraft(post?.id)
    toast.success(message)
    setDirty(false)
    close()
  }

  // Saves the row; `publish` false keeps the post's current state (publishing follows apart).
  const saveRow = (values: PostFormValues, publish: boolean) => {
    const row = {
      ...toPostRow(values),
      published: publish ? values.published : (post?.published ?? false),
    }
    return post ? updatePost.mutateAsync({ id: post.id, row }) : createPost.mutateAsync(row)
  }

  const onSaveError = (values: PostFormValues) => (error: unknown) => {
    if (error instanceof PublishBlockedError)
      setBlocked({ values, issues: refusedIssues(values, error) })
  }

  const handleSubmit = async (values: PostFormValues) => {
    setBlocked(null)
    setPublishError(null)
    const publishing = values.published && !post?.published
    if (publishing) {
      setChecking(true)
      try {
        const issues = await blockingIssues(values, post?.id)
        if (issues.length > 0) return setBlocked({ values, issues })
      } catch {
        // The lookup failed: the database's own gate still decides.
      } finally {
        setChecking(false)
      }
    }
    await saveRow(values, true).then(
      () => saved(post ? blogAdminMessages.updated : blogAdminMessages.created),
      onSaveError(values),
    )
  }

  const handlePublishAnyway = async () => {
    if (!blocked) return
    const { values, issues } = blocked
    try {
      const row = await saveRow(values, false)
      await publishPostAnyway(
        row.id,
        issues.map((issue) => issue.id),
      )
      saved(blogAdminMessages.publishedAnyway)
    } catch (error) {
      if (error instanceof PublishBlockedError)
        setBlocked({ values, issues: refusedIssues(values, error) })
      else if (error instanceof Error && !save.isError) setPublishError(error.message)
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-w-6xl"
        onInteractOutside={(event) => event.preventDefault()}
        // Escape in the toolbar's link or video field closes that field, not the editor.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-inline-form]'))
            event.preventDefault()
        }}
      >
        <div>
          <DialogTitle>{post ? 'Edit Post' : 'New Post'}</DialogTitle>
          <DialogDescription>
            {post
              ? 'Changes are kept as a revision each time you save.'
              : canPublish
                ? 'Drafts stay private until you publish them.'
                : blogAdminMessages.writerDraftHint}
          </DialogDescription>
        </div>
        {save.isError && !(save.error instanceof PublishBlockedError) && (
          <ErrorNotice message={save.error.message || blogAdminMessages.saveFailed} />
        )}
        {post && <AutoPublishHeldBack post={post} />}
        {publishError && <ErrorNotice message={publishError} />}
        {blocked && (
          <PublishBlocked
            issues={blocked.issues}
            isPending={save.isPending}
            onPublishAnyway={() => void handlePublishAnyway()}
            onDismiss={() => setBlocked(null)}
          />
        )}
        {formShown ? (
          <PostEditor
            key={post?.id ?? 'new'}
            saved={post}
            defaultValues={post ? toFormValues(post) : emptyPostForm}
            isPending={save.isPending || checking}
            canPublish={canPublish}
            onSubmit={(values) => void handleSubmit(values)}
            onCancel={() => handleOpenChange(false)}
            onDirtyChange={setDirty}
          />
        ) : (
          <Spinner label="Opening the editor…" className="min-h-64" />
        )}
      </DialogContent>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={blogAdminMessages.confirmCloseTitle}
        description={blogAdminMessages.confirmCloseBody}
        cancelLabel="Keep editing"
        confirmLabel="Close editor"
        destructive={false}
        onConfirm={close}
      />
    </Dialog>
  )
}
