import { useFormContext, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/ui/form-field'
import { useUploadImage } from '@/features/blog-admin/api/upload-image'
import { ImageUploadButton } from '@/features/blog-admin/components/image-upload-button'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { reportError } from '@/lib/report-error'

/** The featured image: a URL (typed or uploaded to blog-images/uploads/) and its alt text. */
export function FeaturedImageField() {
  const { register, setValue, control } = useFormContext<PostFormValues>()
  const url = useWatch({ control, name: 'featured_image' })
  const upload = useUploadImage()

  const handleFile = (file: File) =>
    upload.mutate(
      { file, kind: 'featured' },
      {
        onSuccess: ({ url: publicUrl }) => {
          setValue('featured_image', publicUrl, { shouldDirty: true })
          toast.success(blogAdminMessages.imageUploaded)
        },
        onError: (error) =>
          reportError(error.message || blogAdminMessages.uploadFailed, { cause: error }),
      },
    )

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Featured image</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="grid flex-1 gap-4">
          <TextField
            id="post-featured-image"
            label="Image URL"
            type="url"
            placeholder="https://…"
            {...register('featured_image')}
          />
          <ImageUploadButton
            isUploading={upload.isPending}
            progressLabel={upload.variables?.file.name}
            onFile={handleFile}
          >
            Upload featured image
          </ImageUploadButton>
          <TextField
            id="post-featured-image-alt"
            label="Alt text"
            hint="Describe the picture for readers who cannot see it."
            {...register('featured_image_alt')}
          />
        </div>
        {url?.trim() && (
          <img
            src={url}
            alt=""
            className="aspect-video w-full rounded-md border object-cover sm:w-48"
          />
        )}
      </div>
    </fieldset>
  )
}
