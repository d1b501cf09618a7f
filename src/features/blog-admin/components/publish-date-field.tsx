import { Controller, useFormContext } from 'react-hook-form'
import { TextField } from '@/components/ui/form-field'
import { NOT_A_DATE } from '@/features/blog-admin/lib/publish-date'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'

/**
 * Publish date: empty until the post is first published (publishing sets it to now). On a
 * draft, a future date schedules the post; on a published post it is the date readers see.
 * A half-typed date is kept as NOT_A_DATE, so the form says so instead of saving nothing.
 */
export function PublishDateField() {
  const { control } = useFormContext<PostFormValues>()
  return (
    <Controller
      control={control}
      name="published_at"
      render={({ field, fieldState }) => (
        <TextField
          id="post-published-at"
          label="Publish date"
          type="datetime-local"
          step={1}
          hint="Your local time. Set a future date on a draft to schedule it; leave empty to use the moment it is published."
          error={fieldState.error}
          defaultValue={field.value === NOT_A_DATE ? '' : field.value}
          onChange={(event) =>
            field.onChange(event.target.validity.badInput ? NOT_A_DATE : event.target.value)
          }
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          className="sm:max-w-64"
        />
      )}
    />
  )
}
