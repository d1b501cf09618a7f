-- registration_stats() counted every registration for its all-time figures (total and the
-- conversion rate): a whole-table scan, 0.5-2 s at 1,000,000 rows. The two figures are now
-- kept exact in private.registration_counter by statement-level triggers on
-- public."Webinar Registration": one UPDATE of the counter's single row per INSERT, UPDATE
-- (only when an "Email" changes whether it counts), DELETE (from the statement's transition
-- tables, so a 1,000-row insert is one update) and TRUNCATE. Concurrent writers queue on that row's lock and each adds its own
-- delta to the committed value (READ COMMITTED re-reads the row after the wait), so the
-- counter equals count(*) whatever commits or rolls back. The triggers are ENABLE ALWAYS:
-- they also fire under session_replication_role = replica, which bulk seeding uses to skip
-- the realtime capture.
--
-- Nothing here is reachable from the API: the table and the trigger function live in
-- private, the table grants nothing to any role, and registration_stats() (still security
-- invoker, same signature) reads it through private.registration_totals(), a security
-- definer that answers admins only.

create table private.registration_counter (
  id boolean primary key default true check (id),
  total bigint not null,
  with_email bigint not null
);
alter table private.registration_counter enable row level security;
revoke all on table private.registration_counter from public, anon, authenticated, service_role;

-- An Email counts when it is non-empty after JavaScript's String.prototype.trim, the rule of
-- registration_stats() (20261126000010_registration_stats.sql), whose whitespace set this is:
-- WhiteSpace and LineTerminator (ECMA-262 12.2, 12.3).
create function private.js_whitespace()
returns text
language sql
immutable
set search_path = ''
as $$
  select E'\u0009\u000A\u000B\u000C\u000D\u0020\u00A0\u1680\u2000\u2001\u2002'
    || E'\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'
$$;
revoke execute on function private.js_whitespace() from public;
grant execute on function private.js_whitespace() to authenticated;

create function private.registration_counter_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ws constant text := private.js_whitespace();
  d_total bigint := 0;
  d_email bigint := 0;
  n bigint;
  e bigint;
begin
  if tg_op = 'TRUNCATE' then
    update private.registration_counter set total = 0, with_email = 0;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select count(*), count(*) filter (where btrim(r."Email", ws) <> '')
      into n, e from new_rows r;
    d_total := d_total + n;
    d_email := d_email + e;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    select count(*), count(*) filter (where btrim(r."Email", ws) <> '')
      into n, e from old_rows r;
    d_total := d_total - n;
    d_email := d_email - e;
  end if;
  if d_total <> 0 or d_email <> 0 then
    update private.registration_counter
       set total = total + d_total, with_email = with_email + d_email;
  end if;
  return null;
end
$$;
revoke execute on function private.registration_counter_apply() from public;

create trigger registration_counter_insert
  after insert on public."Webinar Registration"
  referencing new table as new_rows
  for each statement execute function private.registration_counter_apply();
create trigger registration_counter_update
  after update on public."Webinar Registration"
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.registration_counter_apply();
create trigger registration_counter_delete
  after delete on public."Webinar Registration"
  referencing old table as old_rows
  for each statement execute function private.registration_counter_apply();
create trigger registration_counter_truncate
  after truncate on public."Webinar Registration"
  for each statement execute function private.registration_counter_apply();
alter table public."Webinar Registration" enable always trigger registration_counter_insert;
alter table public."Webinar Registration" enable always trigger registration_counter_update;
alter table public."Webinar Registration" enable always trigger registration_counter_delete;
alter table public."Webinar Registration" enable always trigger registration_counter_truncate;

-- Seeded from the rows as they are, in one statement: `supabase db push` runs a migration's
-- statements outside a transaction block (a bare LOCK TABLE fails there with 25P01), so the
-- lock lives inside this block. It waits for every writer already running (whose triggers found
-- no counter row yet) and keeps new ones out until the count is in.
do $$
begin
  lock table public."Webinar Registration" in share row exclusive mode;
  insert into private.registration_counter (total, with_email)
  select count(*),
         count(*) filter (where btrim(r."Email", private.js_whitespace()) <> '')
    from public."Webinar Registration" r;
end
$$;

create function private.registration_totals(out total integer, out with_email integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.total::integer, c.with_email::integer
    from private.registration_counter c
   where (select private.is_admin())
$$;
revoke execute on function private.registration_totals() from public;
grant execute on function private.registration_totals() to authenticated;

create or replace function public.registration_stats(
  p_time_zone text default 'UTC',
  p_now timestamptz default now()
)
returns table (
  total_registrations integer,
  total_change double precision,
  active_users integer,
  active_users_change double precision,
  conversion_rate double precision,
  conversion_change double precision,
  last_month_count integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  ws constant text := private.js_whitespace();
  ms constant interval := interval '1 millisecond';
  now_ms timestamptz := date_trunc('milliseconds', p_now);
  local_now timestamp := now_ms at time zone p_time_zone;
  month_ago timestamptz := private.js_local_instant(local_now - interval '1 month', p_time_zone);
  two_months_ago timestamptz :=
    private.js_local_instant(local_now - interval '2 months', p_time_zone);
  v_total integer;
  v_with_email integer;
  v_last integer;
  v_last_email integer;
  v_last_active integer;
  v_before integer;
  v_before_email integer;
  v_before_active integer;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function registration_stats' using errcode = '42501';
  end if;

  select t.total, t.with_email into v_total, v_with_email from private.registration_totals() t;

  -- trunc_ms(t) > b  <=>  t >= b + 1 ms, and trunc_ms(t) <= b  <=>  t < b + 1 ms, for a
  -- millisecond-precise b: plain ranges on created_at, so the index serves them.
  select
    count(*) filter (where w.created_at >= month_ago + ms),
    count(*) filter (where w.created_at >= month_ago + ms and w.email <> ''),
    count(distinct lower(w.email)) filter (where w.created_at >= month_ago + ms and w.email <> ''),
    count(*) filter (where w.created_at < month_ago + ms),
    count(*) filter (where w.created_at < month_ago + ms and w.email <> ''),
    count(distinct lower(w.email)) filter (where w.created_at < month_ago + ms and w.email <> '')
    into v_last, v_last_email, v_last_active, v_before, v_before_email, v_before_active
    from (
      select r.created_at, btrim(coalesce(r."Email", ''), ws) as email
        from public."Webinar Registration" r
       where r.created_at >= two_months_ago + ms and r.created_at < now_ms + ms
    ) w;

  return query select
    v_total,
    private.percent_change(v_last, v_before),
    v_last_active,
    private.percent_change(v_last_active, v_before_active),
    private.percentage(v_with_email, v_total),
    private.percentage(v_last_email, v_last) - private.percentage(v_before_email, v_before),
    v_last;
end
$$;
