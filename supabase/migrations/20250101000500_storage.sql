-- Limits are applied on conflict too: a hosted project where the portal already created
-- blog-images on the fly must still end up with the size and type limits.
-- SVG is left out of blog-images on purpose: it can carry script (stored XSS).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('blog-images', 'blog-images', true, 5242880,
    array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('videos', 'videos', false, 524288000,
    array['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/avi'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The portal looks the bucket up before uploading (getBucket).
create policy "Admins can see the product buckets"
  on storage.buckets for select
  to authenticated
  using (id in ('blog-images', 'videos') and (select public.is_admin()));

-- Public reads of blog-images go through the public URL, which needs no policy. With no
-- anon select policy nobody but an admin can list a bucket. Video chunks are written by
-- the upload-video-chunk function with the service role, which bypasses these policies.
create policy "Admins can read product files"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('blog-images', 'videos') and (select public.is_admin()));

create policy "Admins can upload product files"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('blog-images', 'videos') and (select public.is_admin()));

create policy "Admins can replace product files"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('blog-images', 'videos') and (select public.is_admin()))
  with check (bucket_id in ('blog-images', 'videos') and (select public.is_admin()));

create policy "Admins can delete product files"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('blog-images', 'videos') and (select public.is_admin()));
