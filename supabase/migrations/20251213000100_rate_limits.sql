-- Per-address limits for the public write functions (register-webinar, submit-contact).
-- Each function calls hit_rate_limit() with the service role before it writes; nobody else
-- can. Addresses are kept only as SHA-256 digests, and only while they are in a window.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null,
  address_hash text not null,
  hit_at timestamptz not null default now()
);

create index rate_limit_hits_bucket_address_hit_at_idx
  on private.rate_limit_hits (bucket, address_hash, hit_at);
create index rate_limit_hits_bucket_hit_at_idx on private.rate_limit_hits (bucket, hit_at);

revoke all on table private.rate_limit_hits from public, anon, authenticated;
grant select, insert, delete on table private.rate_limit_hits to service_role;

-- Returns 0 and counts the hit when `address` made fewer than `max_hits` hits on `bucket` in
-- the last `window_seconds`; otherwise the seconds until the oldest hit leaves the window.
-- The advisory lock makes count-then-insert atomic per bucket and address.
create function public.hit_rate_limit(
  bucket text,
  address text,
  max_hits integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  key text := encode(extensions.digest(address, 'sha256'), 'hex');
  since timestamptz := now() - make_interval(secs => window_seconds);
  recent integer;
  oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended(bucket || ':' || key, 0));
  -- Every hit that left the window goes, whoever made it, so the table stays small.
  delete from private.rate_limit_hits h
    where h.bucket = hit_rate_limit.bucket and h.hit_at < since;
  select count(*), min(h.hit_at) into recent, oldest
    from private.rate_limit_hits h
    where h.bucket = hit_rate_limit.bucket and h.address_hash = key;
  if recent >= max_hits then
    return greatest(1, ceil(extract(epoch from oldest - since))::integer);
  end if;
  insert into private.rate_limit_hits (bucket, address_hash) values (hit_rate_limit.bucket, key);
  return 0;
end
$$;

revoke execute on function public.hit_rate_limit(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
