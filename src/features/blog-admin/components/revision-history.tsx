import { useQuery } from '@tanstack/react-query'
import { History, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import {
  postRevisionsOptions,
  type PostRevision,
} from '@/features/blog-admin/api/get-post-revisions'
import { useRestoreRevision } from '@/features/blog-admin/api/restore-revision'
import { RevisionCompare } from '@/features/blog-admin/components/revision-compare'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { revisionAuthor, revisionLabel } from '@/features/blog-admin/lib/revision-label'
import { formatDateTime } from '@/lib/format-date'
import { cn } from '@/lib/utils'

type RestoredFields = Pick<
  PostFormValues,
  'title' | 'content' | 'meta_description' | 'seo_title' | 'featured_image' | 'featured_image_alt'
>

function restoredFields(revision: PostRevision): RestoredFields {
  return {
    title: revision.title,
    content: revision.content,
    meta_description: revision.meta_description ?? '',
    seo_title: revision.seo_title ?? '',
    featured_image: revision.featured_image ?? '',
    featured_image_alt: revision.featured_image_alt ?? '',
  }
}

/** A post's saved versions: pick one to see it beside the current text, restore it in one click. */
export function RevisionHistory({
  postId,
  onRestored,
}: {
  postId: string
  onRestored: (fields: RestoredFields) => void
}) {
  const revisions = useQuery(postRevisionsOptions(postId))
  const current = useFormContext<PostFormValues>().watch()
  const restore = useRestoreRevision()
  const [selectedId, setSelectedId] = useState<string | null>(null)

  if (revisions.isPending) return <Spinner label="Loading revisions…" />
  if (revisions.isError)
    return (
      <ErrorNotice
        message={blogAdminMessages.loadRevisionsFailed}
        onRetry={() => revisions.refetch()}
      />
    )

  const list = revisions.data
  const numberOf = (id: string) => list.find((r) => r.id === id)?.revision_number
  const selected = list.find((r) => r.id === selectedId) ?? list[0]

  const handleRestore = (revision: PostRevision) =>
    restore.mutate(revision.id, {
      onSuccess: () => {
        onRestored(restoredFields(revision))
        toast.success(blogAdminMessages.revisionRestored)
      },
    })

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <ol aria-label="Revisions" className="grid content-start gap-2">
        {list.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              aria-pressed={revision.id === selected?.id}
              onClick={() => setSelectedId(revision.id)}
              className={cn(
                'w-full rounded-md border bg-white px-3 py-2 text-left text-sm hover:bg-muted',
                'aria-pressed:border-primary aria-pressed:ring-1 aria-pressed:ring-primary',
              )}
            >
              <span className="flex items-center justify-between gap-2 font-semibold">
                Revision {revision.revision_number}
                {revision.kind === 'ai_draft' && <Badge className="py-0.5">AI original</Badge>}
              </span>
              <span className="block text-muted-foreground">
                {revisionLabel(revision, numberOf)}
              </span>
              <span className="block truncate text-xs text-muted-foreground">
                {formatDateTime(revision.created_at)} · {revisionAuthor(revision)}
              </span>
              {revision.provenance && (
                <span className="block text-xs text-muted-foreground">
                  Model {revision.provenance.model ?? 'not recorded'} · prompt{' '}
                  {revision.provenance.prompt_version ?? 'not recorded'}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      {selected ? (
        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <History className="size-4" aria-hidden="true" />
              Restoring saves this revision as the post's text (your unsaved edits are replaced).
            </p>
            <Button
              type="button"
              size="sm"
              disabled={restore.isPending}
              onClick={() => handleRestore(selected)}
            >
              <RotateCcw aria-hidden="true" />
              Restore revision {selected.revision_number}
            </Button>
          </div>
          <RevisionCompare revision={selected} current={current} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No revisions yet.</p>
      )}
    </div>
  )
}
