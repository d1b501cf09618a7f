-- The per-address throttle in front of contact messages. submit-contact (service role)
-- calls allow_contact_message() before every write; nobody else can.
-- Addresses are stored as SHA-256 digests and only for as long as the window lasts.
-- The private schema is not exposed by the API (see 20251220000000_schema_hardening.sql);
-- only service_role may touch the table, so it needs no row-level security.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.contact_throttle (
  id bigint generated always as identity primary key,
  address_hash text not null,
  sent_at timestamptz not null default now()
);

create index contact_throttle_address_sent_at_idx
  on private.contact_throttle (address_hash, sent_at);

revoke all on table private.contact_throttle from public, anon, authenticated;
grant select, insert, delete on table private.contact_throttle to service_role;

-- Returns 0 and records the attempt when `address` has sent fewer than `max_messages` in
-- the last `window_seconds`; otherwise the seconds until the oldest one leaves the window.
-- The advisory lock makes count-then-insert atomic per address under concurrent requests.
create function public.allow_contact_message(
  address text,
  max_messages integer,
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
  perform pg_advisory_xact_lock(hashtextextended(key, 0));
  delete from private.contact_throttle where sent_at < since;
  select count(*), min(sent_at) into recent, oldest
    from private.contact_throttle where address_hash = key;
  if recent >= max_messages then
    return greatest(1, ceil(extract(epoch from oldest - since))::integer);
  end if;
  insert into private.contact_throttle (address_hash) values (key);
  return 0;
end
$$;

revoke execute on function public.allow_contact_message(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.allow_contact_message(text, integer, integer) to service_role;
