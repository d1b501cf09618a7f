-- The publish checklist, enforced where admins publish. The rules are the shared domain's
-- publishChecklist (supabase/functions/_shared/domain/blog-publish-checklist.ts), stated again
-- here because admins write posts straight through the Data API; a test runs both on the same
-- posts and checks that they agree.
--
-- An admin's statement that makes a post published (an insert with published = true, or an
-- update from false to true) is refused with the failing blocking checks, unless the same
-- transaction recorded an override for every one of them (publish_blog_post(id, overrides)).
-- Every publish is kept in the revision history as kind 'published': who, and which checks
-- were overridden. The service role (trusted server code such as the campaign writer) and SQL
-- are not gated here: they call publishChecklist themselves.

-- pg_trgm is already installed in `extensions` (20261126000000_list_indexes.sql); hosted
-- Supabase and the local stack's PGlite both ship it.
create extension if not exists pg_trgm with schema extensions;

-- A post's text as its near-duplicate check compares it: title, then the content without tags.
create function private.blog_post_plain_text(p_title text, p_content text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    coalesce(p_title, '') || ' ' || regexp_replace(coalesce(p_content, ''), '<[^>]*>', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;

revoke execute on function private.blog_post_plain_text(text, text) from public;
grant execute on function private.blog_post_plain_text(text, text) to authenticated, service_role;

-- The published post most similar to the given text (pg_trgm similarity of title + text),
-- other than p_exclude; no row when there is no other published post. security invoker: the
-- caller's RLS decides what it compares against (an admin sees every post).
create function public.blog_post_near_duplicate(
  p_title text,
  p_content text,
  p_exclude uuid default null
)
returns table (id uuid, title text, similarity real)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.id, p.title,
    extensions.similarity(
      private.blog_post_plain_text(p.title, p.content),
      private.blog_post_plain_text(p_title, p_content)
    ) as similarity
  from public.blog_posts p
  where p.published and p.id is distinct from p_exclude
  order by 3 desc, p.id
  limit 1
$$;

revoke execute on function public.blog_post_near_duplicate(text, text, uuid) from public, anon;
grant execute on function public.blog_post_near_duplicate(text, text, uuid) to authenticated;

-- The blocking checks a post fails, by the ids publishChecklist uses, in its order.
-- The near-duplicate threshold is NEAR_DUPLICATE_THRESHOLD (0.8).
create function private.blog_publish_failures(post public.blog_posts)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  failures text[] := '{}';
  description text := nullif(btrim(coalesce(post.meta_description, '')), '');
  description_length integer;
  tag text;
  alt text[];
  missing_alt boolean := false;
  previous integer := 1;
  level integer;
  featured text := lower(btrim(coalesce(post.featured_image, '')));
  closest real;
begin
  if btrim(post.title) = '' then
    failures := array_append(failures, 'title');
  end if;

  -- The meta description, or the opening of the content in its place (cut at 160 characters,
  -- so only its minimum can fail).
  description_length := case
    when description is not null then char_length(description)
    else least(char_length(private.blog_post_plain_text('', post.content)), 160)
  end;
  if description_length < 50 or description_length > 160 then
    failures := array_append(failures, 'meta_description');
  end if;

  for tag in select m[1] from regexp_matches(post.content, '(<img\y[^>]*>)', 'gi') as m loop
    alt := regexp_match(tag, '\salt\s*=\s*(?:"([^"]*)"|''([^'']*)''|([^\s"''>]+))', 'i');
    if alt is null
      or btrim(coalesce(alt[1], alt[2], alt[3])) in ('', 'Blog image') then
      missing_alt := true;
    end if;
  end loop;
  if missing_alt then
    failures := array_append(failures, 'image_alt');
  end if;

  if featured <> '' then
    if btrim(coalesce(post.featured_image_alt, '')) = '' then
      failures := array_append(failures, 'featured_image_alt');
    end if;
    if featured like 'data:image/svg%'
      or (featured not like 'data:%' and split_part(split_part(featured, '?', 1), '#', 1) like '%.svg')
    then
      failures := array_append(failures, 'featured_image_svg');
    end if;
  end if;

  for level in select m[1]::integer from regexp_matches(post.content, '<h([1-6])\y', 'gi') as m loop
    if level > previous + 1 then
      failures := array_append(failures, 'heading_levels');
      exit;
    end if;
    previous := level;
  end loop;

  select d.similarity into closest
  from public.blog_post_near_duplicate(post.title, post.content, post.id) d;
  if closest >= 0.8 then
    failures := array_append(failures, 'near_duplicate');
  end if;

  return failures;
end
$$;

revoke execute on function private.blog_publish_failures(public.blog_posts)
  from public, anon, authenticated;

-- The gate. Overrides come from publish_blog_post in the same transaction; what was overridden
-- is handed to the revision written after the row (blog.publish_overridden).
create function private.blog_posts_publish_gate()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  failures text[];
  overrides text[] := string_to_array(
    nullif(current_setting('blog.publish_override', true), ''), ',');
begin
  perform set_config('blog.publish_overridden', '', true);
  if not new.published or (tg_op = 'UPDATE' and old.published) then
    return new;
  end if;
  if current_user <> 'authenticated' then
    return new;
  end if;
  failures := private.blog_publish_failures(new);
  if cardinality(failures) = 0 then
    return new;
  end if;
  if overrides is null or not (failures <@ overrides) then
    raise exception 'The publish checklist failed: %', array_to_string(failures, ', ')
      using errcode = 'check_violation',
        detail = array_to_string(failures, ','),
        hint = 'Fix the failing checks, or publish anyway (publish_blog_post with overrides).';
  end if;
  perform set_config('blog.publish_overridden', array_to_string(failures, ','), true);
  return new;
end
$$;

revoke execute on function private.blog_posts_publish_gate() from public, anon, authenticated;
grant execute on function private.blog_publish_failures(public.blog_posts) to authenticated;

create trigger blog_posts_publish_gate
  before insert or update of published on public.blog_posts
  for each row execute function private.blog_posts_publish_gate();

-- Publishing is part of the history: who published, and which checks they overrode.
alter table public.blog_post_revisions
  add column overridden_checks text[];
alter table public.blog_post_revisions
  drop constraint blog_post_revisions_kind_valid;
alter table public.blog_post_revisions
  add constraint blog_post_revisions_kind_valid
    check (kind in ('created', 'ai_draft', 'edited', 'restored', 'published'));

create function private.blog_posts_record_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  overridden text[] := string_to_array(
    nullif(current_setting('blog.publish_overridden', true), ''), ',');
begin
  if not new.published or (tg_op = 'UPDATE' and old.published) then
    return null;
  end if;
  perform set_config('blog.publish_overridden', '', true);
  insert into public.blog_post_revisions (
    post_id, revision_number, kind, editor_id, editor_email, overridden_checks,
    title, content, meta_description, seo_title, featured_image, featured_image_alt
  ) values (
    new.id,
    coalesce(
      (select max(revision_number) from public.blog_post_revisions where post_id = new.id), 0
    ) + 1,
    'published',
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    overridden,
    new.title, new.content, new.meta_description, new.seo_title,
    new.featured_image, new.featured_image_alt
  );
  return null;
end
$$;

revoke execute on function private.blog_posts_record_publish() from public, anon, authenticated;

-- After blog_posts_keep_revision (triggers fire by name), so an insert that publishes is
-- revision 1 'created', then revision 2 'published'.
create trigger blog_posts_record_publish
  after insert or update of published on public.blog_posts
  for each row execute function private.blog_posts_record_publish();

-- "Publish anyway": publishes the post, overriding exactly the listed checks (ids as
-- publishChecklist names them); a check that fails and is not listed still refuses. security
-- invoker: the caller's RLS decides (only an admin can update a post). Returns the post's id,
-- or null when it is gone.
create function public.publish_blog_post(p_post_id uuid, p_overrides text[] default '{}')
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  published_post uuid;
begin
  perform set_config('blog.publish_override', array_to_string(p_overrides, ','), true);
  update public.blog_posts set published = true
  where id = p_post_id
  returning id into published_post;
  perform set_config('blog.publish_override', '', true);
  return published_post;
end
$$;

revoke execute on function public.publish_blog_post(uuid, text[]) from public, anon;
grant execute on function public.publish_blog_post(uuid, text[]) to authenticated;
