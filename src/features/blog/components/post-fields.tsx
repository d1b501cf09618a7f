import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ContentField } from '@/features/blog/components/content-field'
import { FeaturedImageField } from '@/features/blog/components/featured-image-field'
import { blogMessages } from '@/features/blog/lib/admin-messages'
import type { PostFormValues } from '@/features/blog/lib/post-form-schema'
import { slugify } from '@shared/slugify.ts'

/** Every field of the post form (§5), each with its label and its error under it. */
export function PostFields({ isEdit }: { isEdit: boolean }) {
  const { control, register, formState } = useFormContext<PostFormValues>()
  const title = useWatch({ control, name: 'title' })
  const errors = formState.errors
  return (
    <div className="grid gap-5">
      <Field data-invalid={Boolean(errors.title)}>
        <FieldLabel htmlFor="post-title">Title</FieldLabel>
        <Input id="post-title" aria-invalid={Boolean(errors.title)} {...register('title')} />
        <FieldError errors={[errors.title]} />
      </Field>

      <Field data-invalid={Boolean(errors.slug)}>
        <FieldLabel htmlFor="post-slug">Slug</FieldLabel>
        <Input
          id="post-slug"
          readOnly={isEdit}
          aria-readonly={isEdit}
          aria-invalid={Boolean(errors.slug)}
          aria-describedby="post-slug-hint"
          placeholder={isEdit ? undefined : slugify(title) || 'generated-from-the-title'}
          className="font-mono read-only:bg-muted read-only:text-muted-foreground"
          {...register('slug')}
        />
        <FieldHint id="post-slug-hint">
          {isEdit
            ? blogMessages.slugLocked
            : 'Lowercase letters and digits joined by hyphens. Leave empty to generate it from the title.'}
        </FieldHint>
        <FieldError errors={[errors.slug]} />
      </Field>

      <ContentField />

      <FeaturedImageField />

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Search and sharing</legend>
        <Field>
          <FieldLabel htmlFor="post-seo-title">SEO title</FieldLabel>
          <Input id="post-seo-title" {...register('seo_title')} />
          <FieldHint>Used as the page title instead of the title when set.</FieldHint>
        </Field>
        <Field>
          <FieldLabel htmlFor="post-meta-description">Meta description</FieldLabel>
          <Textarea id="post-meta-description" rows={3} {...register('meta_description')} />
        </Field>
      </fieldset>

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
    </div>
  )
}
