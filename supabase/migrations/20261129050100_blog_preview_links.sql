-- The definers live in private; public has invoker wrappers with the same signatures (as
-- credit_order_status since 20251220000000_schema_hardening.sql), which the API exposes.
--
-- Draft preview links (docs/blog.md, "Preview links"): an admin makes an unguessable link that
-- shows a post, published or not, to anyone holding it, for 7 days or until revoked. Only the
-- token's SHA-256 is stored; one link per post (making a new one replaces the old). Deleting
-- the post deletes its link. The page that shows it is noindex and no sitemap or feed lists it.

create table private.blog_post_previews (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
revoke all on table private.blog_post_previews from public, anon, authenticated, service_role;

-- Admins only: a new link for the post (the old one stops working); returns the token, which is
-- shown once and never stored.
create function private.create_blog_post_preview(p_post_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, from the core's gen_random_uuid (no pgcrypto).
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if not (select private.is_admin()) then
    -- PT403: PostgREST answers 403 with this message.
    raise exception 'Only admins can make preview links' using errcode = 'PT403';
  end if;
  if not exists (select 1 from public.blog_posts where id = p_post_id) then
    raise exception 'No post with this id' using errcode = 'P0002';
  end if;
  insert into private.blog_post_previews (post_id, token_hash, expires_at)
    values (p_post_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'), now() + interval '7 days')
    on conflict (post_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now();
  return token;
end
$$;
revoke execute on function private.create_blog_post_preview(uuid) from public, anon, service_role;
grant execute on function private.create_blog_post_preview(uuid) to authenticated;

-- Admins only: the post's link stops working. True when there was one.
create function private.revoke_blog_post_preview(p_post_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can revoke preview links' using errcode = 'PT403';
  end if;
  delete from private.blog_post_previews where post_id = p_post_id;
  return found;
end
$$;
revoke execute on function private.revoke_blog_post_preview(uuid) from public, anon, service_role;
grant execute on function private.revoke_blog_post_preview(uuid) to authenticated;

-- Anyone with the token: the post as its page shows it (the public columns), while the link is
-- unexpired and not revoked; no row otherwise. Selected by the token only.
create function private.blog_post_preview(p_token text)
returns table (
  id uuid,
  title text,
  slug text,
  meta_description text,
  featured_image text,
  featured_image_alt text,
  reading_time integer,
  created_at timestamptz,
  updated_at timestamptz,
  published_at timestamptz,
  seo_title text,
  content text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.title, p.slug, p.meta_description, p.featured_image, p.featured_image_alt,
         p.reading_time, p.created_at, p.updated_at, p.published_at, p.seo_title, p.content
    from private.blog_post_previews v
    join public.blog_posts p on p.id = v.post_id
   where v.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
     and v.expires_at > now()
$$;
revoke execute on function private.blog_post_preview(text) from public, service_role;
grant execute on function private.blog_post_preview(text) to anon, authenticated;

-- The API's entry points: security invoker wrappers, each granted as its definer is.
create function public.create_blog_post_preview(p_post_id uuid)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$ select private.create_blog_post_preview(p_post_id) $$;
revoke execute on function public.create_blog_post_preview(uuid) from public, anon, service_role;
grant execute on function public.create_blog_post_preview(uuid) to authenticated;

create function public.revoke_blog_post_preview(p_post_id uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$ select private.revoke_blog_post_preview(p_post_id) $$;
revoke execute on function public.revoke_blog_post_preview(uuid) from public, anon, service_role;
grant execute on function public.revoke_blog_post_preview(uuid) to authenticated;

create function public.blog_post_preview(p_token text)
returns table (
  id uuid,
  title text,
  slug text,
  meta_description text,
  featured_image text,
  featured_image_alt text,
  reading_time integer,
  created_at timestamptz,
  updated_at timestamptz,
  published_at timestamptz,
  seo_title text,
  content text
)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.blog_post_preview(p_token) $$;
revoke execute on function public.blog_post_preview(text) from public, service_role;
grant execute on function public.blog_post_preview(text) to anon, authenticated;
