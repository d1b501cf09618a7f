-- A visitor's key may read published posts but not filter, sort or select on their bodies: a
-- regular expression or ILIKE over every post's content (`content=imatch.<pattern>`) costs the
-- database seconds per request, and the public pages never filter on it. Postgres checks column
-- privileges for every column a query names, in the select list, WHERE and ORDER BY alike, so
-- without SELECT on content PostgREST's anon query that names it fails with 42501 (Postgres docs,
-- "Privileges": column-level SELECT).
--
-- The bodies come from published_post_bodies: the bodies of the published posts among the slugs
-- asked for, as one JSON object {slug: content}. A scalar result has no columns, so PostgREST has
-- nothing to filter (PostgREST docs, "Functions": filters apply to functions returning tables).
-- Admins (authenticated; sign-ups are closed) keep reading content in the portal.

revoke select (content) on table public.blog_posts from anon;

create function private.published_post_bodies(p_slugs text[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- PostgREST's max_rows is 1,000: a caller asks for at most one page of bodies at a time.
  if cardinality(p_slugs) > 1000 then
    raise exception 'at most 1000 slugs per call' using errcode = '22023';
  end if;
  return coalesce(
    (
      select jsonb_object_agg(p.slug, p.content)
      from public.blog_posts p
      where p.published and p.slug = any(p_slugs)
    ),
    '{}'::jsonb
  );
end
$$;

revoke execute on function private.published_post_bodies(text[]) from public;
grant execute on function private.published_post_bodies(text[]) to anon, authenticated, service_role;

-- The definer stays in private; PostgREST serves this invoker wrapper at
-- /rest/v1/rpc/published_post_bodies.
create function public.published_post_bodies(p_slugs text[])
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.published_post_bodies(p_slugs)
$$;

revoke execute on function public.published_post_bodies(text[]) from public;
grant execute on function public.published_post_bodies(text[]) to anon, authenticated, service_role;
