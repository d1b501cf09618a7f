import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  ContentFlush,
  ContentFlushContext,
  useContentFlush,
} from '@/features/blog-admin/lib/content-flush'
import { usePostDraft } from '@/features/blog-admin/hooks/use-post-draft'
import { PostPreviews } from '@/features/blog-admin/components/post-previews'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { PostFields } from '@/features/blog-admin/components/post-fields'
import { PostArticlePreview } from '@/components/article/post-article-preview'
import { RevisionHistory } from '@/features/blog-admin/components/revision-history'
import {
  emptyPostForm,
  postFormSchema,
  type PostFormValues,
} from '@/features/blog-admin/lib/post-form-schema'
import { toPostRow } from '@/features/blog-admin/lib/post-row'
import { slugify } from '@shared/slugify'

type SavedPost = { id: string; created_at: string; reading_time: number | null }

type PostEditorProps = {
  /** The post being edited; absent when creating. */
  saved?: SavedPost
  defaultValues: PostFormValues
  isPending: boolean
  onSubmit: (values: PostFormValues) => void
  onCancel: () => void
  /** Told whenever the form starts or stops differing from what is saved. */
  onDirtyChange?: (dirty: boolean) => void
  /** Shows the Published switch and the publish date (editors and up; true unless told). */
  canPublish?: boolean
}

// The post as its public page will show it once saved: the row a save would send (toPostRow),
// plus what the database adds (id, dates, reading time).
function PreviewPane({ saved }: { saved?: SavedPost }) {
  const values = useWatch<PostFormValues>()
  const row = toPostRow({ ...emptyPostForm, ...values })
  const now = new Date().toISOString()
  const post = {
    ...row,
    id: 'preview',
    title: row.title || 'Untitled post',
    reading_time: saved?.reading_time ?? null,
    created_at: saved?.created_at ?? now,
    published_at: row.published_at ?? now,
    updated_at: now,
  }
  return (
    <Card elevation="flat" className="p-4 sm:p-8">
      <PostArticlePreview post={post} />
    </Card>
  )
}

/**
 * The post form with its preview and (for existing posts) revision history. Values in,
 * onSubmit out; the dialog that owns the save owns the toasts. Tabs stay mounted, so
 * switching never loses input.
 */
export function PostEditor(props: PostEditorProps) {
  const [flush] = useState(() => new ContentFlush())
  return (
    <ContentFlushContext.Provider value={flush}>
      <PostEditorForm {...props} />
    </ContentFlushContext.Provider>
  )
}

function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {blogAdminMessages.draftFound}{' '}
        <span className="text-muted-foreground">
          (last change {new Date(savedAt).toLocaleString('en-US')})
        </span>
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore unsaved changes
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  )
}

function PostEditorForm({
  saved,
  defaultValues,
  isPending,
  onSubmit,
  onCancel,
  onDirtyChange,
  canPublish = true,
}: PostEditorProps) {
  const form = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema), defaultValues })
  const isEdit = saved !== undefined
  const draft = usePostDraft(saved?.id, form, defaultValues)
  const flush = useContentFlush()
  const isDirty = form.formState.isDirty

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])

  // Creating with an empty slug generates it from the title, then the slug rules apply.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    flush.run()
    if (!isEdit && form.getValues('slug').trim() === '')
      form.setValue('slug', slugify(form.getValues('title')))
    return form.handleSubmit(onSubmit)(event)
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        {draft.offer && (
          <DraftOffer
            savedAt={draft.offer.savedAt}
            onRestore={draft.restore}
            onDiscard={draft.discard}
          />
        )}
        <Tabs defaultValue="write">
          <TabsList>
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
            {isEdit && <TabsTrigger value="history">History</TabsTrigger>}
          </TabsList>
          <TabsContent value="write" forceMount className="mt-4 data-[state=inactive]:hidden">
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <PostFields isEdit={isEdit} canPublish={canPublish} />
              <aside
                aria-label="Previews and checklist"
                className="lg:sticky lg:top-0 lg:self-start"
              >
                <PostPreviews />
              </aside>
            </div>
          </TabsContent>
          <TabsContent value="preview" className="mt-4">
            <PreviewPane saved={saved} />
          </TabsContent>
          {saved && (
            <TabsContent value="history" className="mt-4">
              <RevisionHistory
                postId={saved.id}
                onRestored={(fields) => form.reset({ ...form.getValues(), ...fields })}
              />
            </TabsContent>
          )}
        </Tabs>
        <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <p role="status" className="text-sm text-muted-foreground sm:mr-auto">
            {isDirty ? 'Unsaved changes' : 'Saved'}
          </p>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Saving…' : isEdit ? 'Save changes' : 'Create post'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
