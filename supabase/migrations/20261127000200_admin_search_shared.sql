-- The four admin search functions of 20261126000030_admin_search.sql were near-copies: the same
-- admin check, ILIKE on the searched columns and keyset clauses, for another table and columns.
-- They now build their statement in one place, private.admin_search_statement; each keeps its
-- own typed result, its public security invoker wrapper and its grants (CREATE OR REPLACE
-- keeps a function's privileges), and the statement is the one they ran before, so its plans
-- are too (tests/admin-stats/list-query-plans.test.ts reads them with auto_explain).
--
-- The statement's parameters, bound by the caller's EXECUTE ... USING:
--   $1 the LIKE pattern (private.like_pattern), matched against every searched column;
--   $2, $3 the keyset cursor of an older page (created_at, id), or nulls;
--   $4, $5 the keyset cursor of a newer page, or nulls (then the order is oldest first);
--   $6 the page size;
--   $7, $8, ... one per filter column: the rows whose column equals it, or every row when null.
-- Table and column names are quoted with format's %I, and the filters' types come from the
-- catalogue; nothing typed by a caller reaches the text.

create function private.admin_search_statement(
  p_function text,
  p_table regclass,
  p_columns text[],
  p_searched text[],
  p_filters text[],
  p_newer boolean
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  direction constant text := case when p_newer then 'asc' else 'desc' end;
  filters text := '';
  filter_type text;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function %', p_function using errcode = '42501';
  end if;
  for i in 1 .. coalesce(array_length(p_filters, 1), 0) loop
    select pg_catalog.format_type(a.atttypid, a.atttypmod) into strict filter_type
      from pg_catalog.pg_attribute a
     where a.attrelid = p_table and a.attname = p_filters[i] and not a.attisdropped;
    filters := filters || format(' and ($%s::%s is null or t.%I = $%s)', 6 + i, filter_type,
      p_filters[i], 6 + i);
  end loop;
  return format(
    $q$select %s from %s t
       where (%s)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))%s
       order by t.created_at %s, t.id %s
       limit $6$q$,
    (select string_agg(format('t.%I', c), ', ') from unnest(p_columns) c),
    p_table,
    (select string_agg(format('t.%I ilike $1', c), ' or ') from unnest(p_searched) c),
    filters,
    direction,
    direction
  );
end
$$;

revoke execute on function private.admin_search_statement(text, regclass, text[], text[], text[], boolean)
  from public;

-- At most 1000 rows (like max_rows), 50 when unsaid.
create function private.admin_search_limit(p_limit integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select least(greatest(coalesce(p_limit, 50), 1), 1000)
$$;

revoke execute on function private.admin_search_limit(integer) from public;

create or replace function private.search_registrations(
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
begin
  return query execute private.admin_search_statement(
    'search_registrations', 'public."Webinar Registration"',
    array['id', 'name', 'Email', 'webinar_title', 'created_at'], array['name', 'Email'],
    array[]::text[], p_after_created_at is not null
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, private.admin_search_limit(p_limit);
end
$$;

create or replace function private.search_contact_messages(
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
begin
  return query execute private.admin_search_statement(
    'search_contact_messages', 'public.contact_messages',
    array['id', 'name', 'email', 'subject', 'message', 'created_at'], array['name', 'email'],
    array[]::text[], p_after_created_at is not null
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, private.admin_search_limit(p_limit);
end
$$;

create or replace function private.search_blog_posts(
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
begin
  return query execute private.admin_search_statement(
    'search_blog_posts', 'public.blog_posts',
    array['id', 'title', 'slug', 'content', 'meta_description', 'seo_title', 'featured_image',
      'featured_image_alt', 'published', 'created_at', 'updated_at', 'campaign_id', 'reading_time'],
    array['title', 'slug'], array['published', 'campaign_id'], p_after_created_at is not null
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, private.admin_search_limit(p_limit), p_published, p_campaign_id;
end
$$;

create or replace function private.search_credit_orders(
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
begin
  return query execute private.admin_search_statement(
    'search_credit_orders', 'public.credit_orders',
    array['id', 'created_at', 'lead_count', 'credits', 'amount_cents', 'currency', 'tier', 'status',
      'email', 'customer_email', 'is_agency_annual', 'paid_at', 'provider_session_id'],
    array['email', 'customer_email', 'provider_session_id'], array['status'],
    p_after_created_at is not null
  )
  using private.like_pattern(p_query), p_before_created_at, p_before_id, p_after_created_at,
    p_after_id, private.admin_search_limit(p_limit), p_status;
end
$$;
