-- The portal's storage step: get blog-images and, if it is missing, create it
-- public. The migrations create it, so this only matters on a project where it was deleted;
-- an admin may then recreate that one bucket, public and limited to raster images (an SVG can
-- carry script, so a bucket that would accept it is refused).
create policy "Admins can recreate the blog-images bucket"
  on storage.buckets for insert
  to authenticated
  with check (
    id = 'blog-images'
    and public
    and allowed_mime_types is not null
    and not ('image/svg+xml' = any (allowed_mime_types))
    and (select public.is_admin())
  );
