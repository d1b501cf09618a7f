-- restore_blog_post_revision: an unknown revision answers 404 with a message that says so,
-- instead of a 500. PostgREST turns SQLSTATE PTxyz into HTTP status xyz (PostgREST docs,
-- "Errors": custom status codes with RAISE ... USING ERRCODE = 'PT404').

create or replace function public.restore_blog_post_revision(revision_id uuid)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revision public.blog_post_revisions;
  restored_post uuid;
begin
  select * into revision from public.blog_post_revisions where id = revision_id;
  if not found then
    raise exception 'This revision does not exist (it may have been deleted with its post).'
      using errcode = 'PT404';
  end if;
  perform set_config('blog.restoring_revision', revision.id::text, true);
  update public.blog_posts set
    title = revision.title,
    content = revision.content,
    meta_description = revision.meta_description,
    seo_title = revision.seo_title,
    featured_image = revision.featured_image,
    featured_image_alt = revision.featured_image_alt
  where id = revision.post_id
  returning id into restored_post;
  perform set_config('blog.restoring_revision', '', true);
  return restored_post;
end
$$;
