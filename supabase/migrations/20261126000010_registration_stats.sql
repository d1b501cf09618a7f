-- The dashboard's three cards counted by the database: one round trip of a few
-- hundred bytes whatever the number of registrations, instead of downloading them all.
-- The rules are those of the SPA's registration-stats.ts, which the agreement test
-- (tests/registration-stats-agreement.test.ts) holds this function to, number for number:
--   - "last month" is (now - 1 calendar month, now], "the month before" is
--     (now - 2 months, now - 1 month]; months step in the admin's time zone (p_time_zone,
--     the browser's) and clamp to the month's end (Mar 31 - 1 month = Feb 28 or 29);
--   - times compare at millisecond precision, as the browser's Date does (a row at
--     10:00:00.000400 is 10:00:00.000);
--   - an Email counts when it is non-empty after trimming JavaScript's whitespace
--     (String.prototype.trim), and active users are the distinct lower-cased trimmed Emails
--     in the window;
--   - changes are relative, in percent, and 100 when the previous value is 0; the
--     conversion change is the difference in percentage points.
-- Totals and the conversion rate cover every registration; every figure comes from
-- webinar_registration_created_at_id_idx (created_at, id) include ("Email") by index-only
-- scans: the whole table for the two totals, the two months for the rest.
--
-- Admins only: security invoker (row-level security applies as well), an explicit
-- private.is_admin() check that answers a signed-in non-admin with the same 42501 that anon,
-- who has no EXECUTE, gets from Postgres.

-- Same floating-point steps as percentChange() and conversionRate() in registration-stats.ts,
-- so the doubles come out bit for bit equal.
create function private.percent_change(current_value integer, previous_value integer)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case when previous_value = 0 then 100
    else ((current_value - previous_value)::double precision / previous_value) * 100 end
$$;

create function private.percentage(part integer, whole integer)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case when whole = 0 then 0 else (part::double precision / whole) * 100 end
$$;

-- A wall-clock time in a zone as an instant, as JavaScript's Date resolves one (ECMA-262
-- "LocalTime"/"UTC"): a time that does not exist (clocks forward) is read with the offset
-- before the change, as Postgres also does; a time that exists twice (clocks back) is the
-- earlier instant, where Postgres would take the later one. Zones move their clocks by
-- 30 minutes, 1 hour or 2 hours.
create function private.js_local_instant(local_time timestamp, time_zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(min(t), local_time at time zone time_zone)
    from unnest(array[interval '2 hours', interval '1 hour', interval '30 minutes']) as d(step)
    cross join lateral (select (local_time at time zone time_zone) - d.step as t) c
   where (c.t at time zone time_zone) = local_time
$$;

create function public.registration_stats(
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
  -- JavaScript's String.prototype.trim: WhiteSpace and LineTerminator (ECMA-262 12.2, 12.3).
  ws constant text := E'\u0009\u000A\u000B\u000C\u000D\u0020\u00A0\u1680\u2000\u2001\u2002'
    || E'\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF';
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

  select count(*), count(*) filter (where btrim(r."Email", ws) <> '')
    into v_total, v_with_email
    from public."Webinar Registration" r;

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

revoke execute on function private.js_local_instant(timestamp, text) from public;
grant execute on function private.js_local_instant(timestamp, text) to authenticated;
revoke execute on function private.percent_change(integer, integer) from public;
revoke execute on function private.percentage(integer, integer) from public;
grant execute on function private.percent_change(integer, integer) to authenticated;
grant execute on function private.percentage(integer, integer) to authenticated;

revoke execute on function public.registration_stats(text, timestamptz) from public, anon;
grant execute on function public.registration_stats(text, timestamptz) to authenticated;
