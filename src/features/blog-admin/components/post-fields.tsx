import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FieldLabel } from '@/components/ui/field'
import { TextareaField, TextField } from '@/components/ui/form-field'
import { ContentField } from '@/features/blog-admin/components/content-field'
import { FeaturedImageField } from '@/features/blog-admin/components/featured-image-field'
import { PublishDateField } from '@/features/blog-admin/components/publish-date-field'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { slugify } from '@shared/slugify'

/** Every field of the post form, each with its label and its error under it. */
export function PostFields({
  isEdit,
  canPublish = true,
}: {
  isEdit: boolean
  /** Writers save drafts only: no Published switch, no publish date. */
  canPublish?: boolean
}) {
  const { control, register, formState } = useFormContext<PostFormValues>()
  const title = useWatch({ control, name: 'title' })
  const errors = formState.errors
  return (
    <div className="grid gap-5">
      <TextField id="post-title" label="Title" error={errors.title} {...register('title')} />

      <TextField
        id="post-slug"
        label="Slug"
        hint={
          isEdit
            ? blogAdminMessages.slugLocked
            : 'Lowercase letters and digits joined by hyphens. Leave empty to generate it from the title.'
        }
        error={errors.slug}
        readOnly={isEdit}
        aria-readonly={isEdit}
        placeholder={isEdit ? undefined : slugify(title) || 'generated-from-the-title'}
        className="font-mono read-only:bg-muted read-only:text-muted-foreground"
        {...register('slug')}
      />

      <ContentField />

      <FeaturedImageField />

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Search and sharing</legend>
        <TextField
          id="post-seo-title"
          label="SEO title"
          hint="Used as the page title instead of the title when set."
          {...register('seo_title')}
        />
        <TextareaField
          id="post-meta-description"
          label="Meta description"
          rows={3}
          {...register('meta_description')}
        />
      </fieldset>

      {canPublish && (
        <>
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <input
                  id="post-published"
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                <FieldLabel htmlFor="post-published">Published</FieldLabel>
              </div>
            )}
          />

          <PublishDateField />
        </>
      )}
    </div>
  )
}
