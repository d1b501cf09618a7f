-- The workshop funnel on the dashboard (docs/workshop.md "The funnel"), counted by the
-- database: workshop_funnel() answers a few dozen aggregated rows whatever the table sizes.
--
-- The funnel is a cohort: the registrations made in the range (the last N calendar days in the
-- viewer's time zone, today included), and how many of them have started watching, reached the
-- offer, clicked it and paid (a linked credit order with a payment). Rows it answers:
--   kind 'total'  : the five stage counts of the cohort;
--   kind 'source' : the same per utm_source, the eight largest (source null: none given);
--   kind 'other'  : the same for every further source together (absent when there is none);
--   kind 'day'    : per local day of the range, registrations made and workshop orders paid
--                   (orders linked to a registration, by the day of their payment).
--
-- security invoker: the caller's row-level security decides what is counted, and the function
-- refuses (42501) anyone the registrations' policies would show nothing, like
-- registration_stats(): owners and admins with the second factor the portal asks for.

create function public.workshop_funnel(
  p_days integer,
  p_time_zone text default 'UTC',
  p_now timestamptz default now()
)
returns table (
  kind text,
  source text,
  day date,
  registered integer,
  started integer,
  reached integer,
  clicked integer,
  paid integer,
  paid_orders integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (p_now at time zone p_time_zone)::date;
  first_day date;
  range_start timestamptz;
  range_end timestamptz;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function workshop_funnel' using errcode = '42501';
  end if;
  if p_days is null or p_days not in (7, 30, 90) then
    raise exception 'p_days must be 7, 30 or 90' using errcode = '22023';
  end if;
  first_day := today - (p_days - 1);
  range_start := first_day::timestamp at time zone p_time_zone;
  range_end := (today + 1)::timestamp at time zone p_time_zone;

  return query
  with paid_registrations as (
    -- Every registration with a paid order, once: few rows next to the cohort, joined by hash.
    select distinct o.registration_id
      from public.credit_orders o
     where o.registration_id is not null and o.paid_at is not null
  ),
  cohort as (
    select nullif(btrim(r.utm_source), '') as src,
           (r.created_at at time zone p_time_zone)::date as d,
           p.started_at is not null as has_started,
           p.offer_reached_at is not null as has_reached,
           p.offer_clicked_at is not null as has_clicked,
           b.registration_id is not null as has_paid
      from public."Webinar Registration" r
      left join public.workshop_progress p on p.registration_id = r.id
      left join paid_registrations b on b.registration_id = r.id
     where r.created_at >= range_start and r.created_at < range_end
  ),
  -- One pass over the cohort: its counts per source and its registrations per day together.
  grouped as (
    select c.src, c.d, grouping(c.src) = 1 as per_day,
           count(*)::integer as n,
           count(*) filter (where c.has_started)::integer as n_started,
           count(*) filter (where c.has_reached)::integer as n_reached,
           count(*) filter (where c.has_clicked)::integer as n_clicked,
           count(*) filter (where c.has_paid)::integer as n_paid
      from cohort c
     group by grouping sets ((c.src), (c.d))
  ),
  per_source as (
    select g.src, g.n, g.n_started, g.n_reached, g.n_clicked, g.n_paid,
           row_number() over (order by g.n desc, g.src nulls first) as rank
      from grouped g
     where not g.per_day
  ),
  registered_per_day as (
    select g.d, g.n from grouped g where g.per_day
  ),
  days as (
    select g::date as d from generate_series(first_day, today, interval '1 day') g
  ),
  paid_per_day as (
    select (o.paid_at at time zone p_time_zone)::date as d, count(*)::integer as n
      from public.credit_orders o
     where o.registration_id is not null
       and o.paid_at >= range_start and o.paid_at < range_end
     group by 1
  )
  select 'total', null::text, null::date,
         coalesce(sum(s.n), 0)::integer, coalesce(sum(s.n_started), 0)::integer,
         coalesce(sum(s.n_reached), 0)::integer, coalesce(sum(s.n_clicked), 0)::integer,
         coalesce(sum(s.n_paid), 0)::integer, null::integer
    from per_source s
  union all
  select 'source', s.src, null::date, s.n, s.n_started, s.n_reached, s.n_clicked, s.n_paid,
         null::integer
    from per_source s
   where s.rank <= 8
  union all
  select 'other', null::text, null::date,
         sum(s.n)::integer, sum(s.n_started)::integer, sum(s.n_reached)::integer,
         sum(s.n_clicked)::integer, sum(s.n_paid)::integer, null::integer
    from per_source s
   where s.rank > 8
  having count(*) > 0
  union all
  select 'day', null::text, days.d, coalesce(rd.n, 0), null::integer, null::integer,
         null::integer, null::integer, coalesce(pd.n, 0)
    from days
    left join registered_per_day rd on rd.d = days.d
    left join paid_per_day pd on pd.d = days.d;
end
$$;

-- One call reads up to three months of registrations (some 250,000 rows at 1,000,000) in
-- aggregates whose planner cost passes jit_above_cost; compiling them costs more than the call
-- (see registration_stats in 20261127000610_registration_stats_without_jit.sql).
alter function public.workshop_funnel(integer, text, timestamptz) set jit = off;
-- The cohort's grouping (per source and per day together) sorts some 250,000 rows on disk with
-- the default 4 MB; with 32 MB it hashes them in memory (measured: the call's sort alone took
-- 500 ms of 1.5 s at 1,000,000 registrations on PostgreSQL 15). work_mem is a user setting, so
-- a function may set it (https://www.postgresql.org/docs/current/sql-createfunction.html).
alter function public.workshop_funnel(integer, text, timestamptz) set work_mem = '32MB';

revoke execute on function public.workshop_funnel(integer, text, timestamptz) from public, anon;
grant execute on function public.workshop_funnel(integer, text, timestamptz) to authenticated;

-- The cohort is read from the registrations' list index: the range on created_at, and the id
-- and source each row needs, without visiting the table (an index-only scan). One index keeps
-- serving the list's pages, registration_stats() ("Email") and the funnel (utm_source).
drop index public.webinar_registration_created_at_id_idx;
create index webinar_registration_created_at_id_idx
  on public."Webinar Registration" (created_at desc, id desc) include ("Email", utm_source);

-- Paid orders per day of payment, for the orders a registration bought.
create index credit_orders_registration_paid_idx
  on public.credit_orders (paid_at) include (registration_id)
  where registration_id is not null and paid_at is not null;

-- The open dashboard follows viewing progress live (the funnel's middle stages).
alter publication supabase_realtime add table public.workshop_progress;
