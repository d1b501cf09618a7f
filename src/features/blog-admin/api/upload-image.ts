import { useMutation } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TYPES,
  blogImagePath,
  isBlogImageType,
  type ImageKind,
} from '@/features/blog-admin/lib/image-types'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { Database } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'

const BUCKET = 'blog-images'

// Get the bucket; if the error says it is not found, create it public (with the same
// limits the migration gives it), then upload.
async function ensureBucket(client: SupabaseClient<Database>) {
  const { error } = await client.storage.getBucket(BUCKET)
  if (!error) return
  if (!/not found/i.test(error.message)) throw error
  const created = await client.storage.createBucket(BUCKET, {
    public: true,
    fileSizeLimit: BLOG_IMAGE_MAX_BYTES,
    allowedMimeTypes: [...BLOG_IMAGE_TYPES],
  })
  if (created.error) throw created.error
}

/** Uploads an image to blog-images and returns its public URL and path. */
export async function uploadBlogImage(
  client: SupabaseClient<Database>,
  file: File,
  kind: ImageKind,
): Promise<{ path: string; url: string }> {
  if (!isBlogImageType(file.type)) throw new Error(blogAdminMessages.imagesOnly)
  await ensureBucket(client)
  const path = blogImagePath(file, kind)
  const { error } = await client.storage
    .from(BUCKET)
    .upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false })
  if (error) throw error
  return { path, url: client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl }
}

/** Errors keep their own message; callers toast it, or 'Failed to upload image' without one. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: ImageKind }) =>
      uploadBlogImage(supabase, file, kind),
    meta: { handlesErrors: true },
  })
}
