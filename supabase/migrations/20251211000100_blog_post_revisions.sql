-- Every save of a post's text keeps a revision, written by a trigger so that no path (the
-- portal, the campaign engine, SQL) can skip it. Only admins can read them; nobody writes
-- them through the API.
create table public.blog_post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  revision_number integer not null,
  -- ai_draft: the post as a campaign inserted it, i.e. the model's original text.
  kind text not null,
  restored_from uuid references public.blog_post_revisions (id) on delete set null,
  editor_id uuid references auth.users (id) on delete set null,
  editor_email text,
  title text not null,
  content text not null,
  meta_description text,
  seo_title text,
  featured_image text,
  featured_image_alt text,
  created_at timestamptz not null default now(),
  constraint blog_post_revisions_number_unique unique (post_id, revision_number),
  constraint blog_post_revisions_kind_valid
    check (kind in ('created', 'ai_draft', 'edited', 'restored'))
);

create index blog_post_revisions_restored_from_idx on public.blog_post_revisions (restored_from);
create index blog_post_revisions_editor_id_idx on public.blog_post_revisions (editor_id);

alter table public.blog_post_revisions enable row level security;

revoke all on table public.blog_post_revisions from anon;
revoke insert, update, delete, truncate, references, trigger
  on table public.blog_post_revisions from authenticated;

create policy "Admins can read post revisions"
  on public.blog_post_revisions for select
  to authenticated
  using ((select public.is_admin()));

-- security definer: the revision is written whoever saved the post (RLS on blog_posts already
-- decided that the save was allowed). It lives in `private`, a schema the API does not expose,
-- so nobody can call it through /rest/v1/rpc. Publishing alone changes no text and keeps no
-- revision.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create function private.blog_posts_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  restoring text := nullif(current_setting('blog.restoring_revision', true), '');
  revision_kind text;
begin
  if tg_op = 'UPDATE' and (new.title, new.content, new.meta_description, new.seo_title,
      new.featured_image, new.featured_image_alt)
    is not distinct from (old.title, old.content, old.meta_description, old.seo_title,
      old.featured_image, old.featured_image_alt) then
    return null;
  end if;

  revision_kind := case
    when tg_op = 'INSERT' and new.campaign_id is not null then 'ai_draft'
    when tg_op = 'INSERT' then 'created'
    when restoring is not null then 'restored'
    else 'edited'
  end;

  -- The saving statement holds the post's row lock, so numbering cannot race.
  insert into public.blog_post_revisions (
    post_id, revision_number, kind, restored_from, editor_id, editor_email,
    title, content, meta_description, seo_title, featured_image, featured_image_alt
  ) values (
    new.id,
    coalesce(
      (select max(revision_number) from public.blog_post_revisions where post_id = new.id), 0
    ) + 1,
    revision_kind,
    case when revision_kind = 'restored' then restoring::uuid end,
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    new.title, new.content, new.meta_description, new.seo_title,
    new.featured_image, new.featured_image_alt
  );
  return null;
end
$$;

revoke execute on function private.blog_posts_keep_revision() from public, anon, authenticated;

create trigger blog_posts_keep_revision
  after insert or update on public.blog_posts
  for each row execute function private.blog_posts_keep_revision();

-- One click in the editor: the revision's text becomes the post's, and that save is itself a
-- new revision (kind 'restored', pointing at the one restored); returns the post's id, or
-- null when the post is gone. security invoker: the
-- caller's own RLS decides, so only an admin can read the revision and update the post.
create function public.restore_blog_post_revision(revision_id uuid)
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
    raise exception 'Revision not found' using errcode = 'P0002';
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

revoke execute on function public.restore_blog_post_revision(uuid) from public, anon;
grant execute on function public.restore_blog_post_revision(uuid) to authenticated;

-- Posts that existed before this table get their current text as revision 1.
insert into public.blog_post_revisions (
  post_id, revision_number, kind, editor_id, title, content, meta_description, seo_title,
  featured_image, featured_image_alt, created_at
)
select id, 1, case when campaign_id is null then 'created' else 'ai_draft' end, author_id,
  title, content, meta_description, seo_title, featured_image, featured_image_alt, created_at
from public.blog_posts;
