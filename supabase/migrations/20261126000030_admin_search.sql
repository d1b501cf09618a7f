-- Search in the admin lists (docs/admin-lists.md), one function per list.
--
-- Why functions and not PostgREST's `ilike` filter: ILIKE (texticlike) is not LEAKPROOF, and on
-- a table with row-level security Postgres evaluates a non-leakproof condition only after the
-- policy, never as an index condition: every `?name=ilike.*q*` is a sequential scan of the
-- whole table, trigram index or not (measured on native Postgres at 1,000,000 rows,
-- tests/admin-stats/list-query-plans.test.ts). So the search runs in a security definer
-- function in `private` (the table owner's rights: no policy in the way, the trigram indexes
-- of 20261126000000_list_indexes.sql usable) after checking private.is_admin() itself, behind
-- a security invoker wrapper in `public` that PostgREST exposes (the pattern of
-- credit_order_status in 20251220000000_schema_hardening.sql; Supabase's linter flags security
-- definer functions in exposed schemas).
--
-- Each returns the columns the list shows (callers may narrow them with `select=`), newest first by
-- (created_at, id), p_limit at most (1000, like max_rows), by keyset:
--   p_before_created_at/p_before_id: rows older than that row (the next page);
--   p_after_created_at/p_after_id: rows newer than that row, oldest first (the page before,
--     which the caller reverses).
-- The query text is matched as typed: % _ and \ are escaped, so they match themselves.
-- The statement is built with EXECUTE ... USING so it is planned for the actual pattern:
-- a rare one reads the trigram indexes, a common one walks the (created_at, id) index.

create function private.like_pattern(query text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

revoke execute on function private.like_pattern(text) from public;

create function private.search_registrations(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  name text,
  "Email" text,
  webinar_title text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer constant boolean := p_after_created_at is not null;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function search_registrations' using errcode = '42501';
  end if;
  return query execute format(
    $q$select t.id, t.name, t."Email", t.webinar_title, t.created_at from public."Webinar Registration" t
       where (t.name ilike $1 or t."Email" ilike $1)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))
       order by t.created_at %1$s, t.id %1$s
       limit $6$q$,
    case when newer then 'asc' else 'desc' end
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, least(greatest(coalesce(p_limit, 50), 1), 1000);
end
$$;

create function public.search_registrations(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  name text,
  "Email" text,
  webinar_title text,
  created_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_registrations(
    p_query, p_before_created_at, p_before_id, p_after_created_at, p_after_id, p_limit
  )
$$;

revoke execute on function private.search_registrations(text, timestamptz, uuid, timestamptz, uuid, integer)
  from public;
grant execute on function private.search_registrations(text, timestamptz, uuid, timestamptz, uuid, integer)
  to authenticated;
revoke execute on function public.search_registrations(text, timestamptz, uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.search_registrations(text, timestamptz, uuid, timestamptz, uuid, integer)
  to authenticated;

create function private.search_contact_messages(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  name text,
  email text,
  subject text,
  message text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer constant boolean := p_after_created_at is not null;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function search_contact_messages' using errcode = '42501';
  end if;
  return query execute format(
    $q$select t.id, t.name, t.email, t.subject, t.message, t.created_at from public.contact_messages t
       where (t.name ilike $1 or t.email ilike $1)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))
       order by t.created_at %1$s, t.id %1$s
       limit $6$q$,
    case when newer then 'asc' else 'desc' end
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, least(greatest(coalesce(p_limit, 50), 1), 1000);
end
$$;

create function public.search_contact_messages(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  name text,
  email text,
  subject text,
  message text,
  created_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_contact_messages(
    p_query, p_before_created_at, p_before_id, p_after_created_at, p_after_id, p_limit
  )
$$;

revoke execute on function private.search_contact_messages(text, timestamptz, uuid, timestamptz, uuid, integer)
  from public;
grant execute on function private.search_contact_messages(text, timestamptz, uuid, timestamptz, uuid, integer)
  to authenticated;
revoke execute on function public.search_contact_messages(text, timestamptz, uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.search_contact_messages(text, timestamptz, uuid, timestamptz, uuid, integer)
  to authenticated;

create function private.search_blog_posts(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_published boolean default null,
  p_campaign_id uuid default null
)
returns table (
  id uuid,
  title text,
  slug text,
  content text,
  meta_description text,
  seo_title text,
  featured_image text,
  featured_image_alt text,
  published boolean,
  created_at timestamptz,
  updated_at timestamptz,
  campaign_id uuid,
  reading_time integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer constant boolean := p_after_created_at is not null;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function search_blog_posts' using errcode = '42501';
  end if;
  return query execute format(
    $q$select t.id, t.title, t.slug, t.content, t.meta_description, t.seo_title, t.featured_image, t.featured_image_alt, t.published, t.created_at, t.updated_at, t.campaign_id, t.reading_time from public.blog_posts t
       where (t.title ilike $1 or t.slug ilike $1)
         and ($6::boolean is null or t.published = $6)
         and ($7::uuid is null or t.campaign_id = $7)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))
       order by t.created_at %1$s, t.id %1$s
       limit $8$q$,
    case when newer then 'asc' else 'desc' end
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, p_published, p_campaign_id, least(greatest(coalesce(p_limit, 50), 1), 1000);
end
$$;

create function public.search_blog_posts(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_published boolean default null,
  p_campaign_id uuid default null
)
returns table (
  id uuid,
  title text,
  slug text,
  content text,
  meta_description text,
  seo_title text,
  featured_image text,
  featured_image_alt text,
  published boolean,
  created_at timestamptz,
  updated_at timestamptz,
  campaign_id uuid,
  reading_time integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_blog_posts(
    p_query, p_before_created_at, p_before_id, p_after_created_at, p_after_id, p_limit, p_published, p_campaign_id
  )
$$;

revoke execute on function private.search_blog_posts(text, timestamptz, uuid, timestamptz, uuid, integer, boolean, uuid)
  from public;
grant execute on function private.search_blog_posts(text, timestamptz, uuid, timestamptz, uuid, integer, boolean, uuid)
  to authenticated;
revoke execute on function public.search_blog_posts(text, timestamptz, uuid, timestamptz, uuid, integer, boolean, uuid)
  from public, anon;
grant execute on function public.search_blog_posts(text, timestamptz, uuid, timestamptz, uuid, integer, boolean, uuid)
  to authenticated;

create function private.search_credit_orders(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_status text default null
)
returns table (
  id uuid,
  created_at timestamptz,
  lead_count integer,
  credits integer,
  amount_cents integer,
  currency text,
  tier text,
  status text,
  email text,
  customer_email text,
  is_agency_annual boolean,
  paid_at timestamptz,
  provider_session_id text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer constant boolean := p_after_created_at is not null;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function search_credit_orders' using errcode = '42501';
  end if;
  return query execute format(
    $q$select t.id, t.created_at, t.lead_count, t.credits, t.amount_cents, t.currency, t.tier, t.status, t.email, t.customer_email, t.is_agency_annual, t.paid_at, t.provider_session_id from public.credit_orders t
       where (t.email ilike $1 or t.customer_email ilike $1 or t.provider_session_id ilike $1)
         and ($6::text is null or t.status = $6)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))
       order by t.created_at %1$s, t.id %1$s
       limit $7$q$,
    case when newer then 'asc' else 'desc' end
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, p_status, least(greatest(coalesce(p_limit, 50), 1), 1000);
end
$$;

create function public.search_credit_orders(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_status text default null
)
returns table (
  id uuid,
  created_at timestamptz,
  lead_count integer,
  credits integer,
  amount_cents integer,
  currency text,
  tier text,
  status text,
  email text,
  customer_email text,
  is_agency_annual boolean,
  paid_at timestamptz,
  provider_session_id text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_credit_orders(
    p_query, p_before_created_at, p_before_id, p_after_created_at, p_after_id, p_limit, p_status
  )
$$;

revoke execute on function private.search_credit_orders(text, timestamptz, uuid, timestamptz, uuid, integer, text)
  from public;
grant execute on function private.search_credit_orders(text, timestamptz, uuid, timestamptz, uuid, integer, text)
  to authenticated;
revoke execute on function public.search_credit_orders(text, timestamptz, uuid, timestamptz, uuid, integer, text)
  from public, anon;
grant execute on function public.search_credit_orders(text, timestamptz, uuid, timestamptz, uuid, integer, text)
  to authenticated;

grant execute on function private.like_pattern(text) to authenticated;
