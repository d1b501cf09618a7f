-- Change capture for the local realtime service (idempotent). Hosted Supabase reads the WAL;
-- here a row trigger on each table of the supabase_realtime publication queues the change and
-- notifies. NOTIFY is delivered only after commit, so rolled-back work never reaches anyone,
-- and the queue carries rows of any size (NOTIFY payloads stop at 8000 bytes).
create schema if not exists realtime;

create table if not exists realtime.local_change_queue (
  id bigint generated always as identity primary key,
  relid oid not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);

create or replace function realtime.local_capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into realtime.local_change_queue (relid, type, record, old_record)
  values (
    tg_relid,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- An empty payload lets Postgres fold a transaction's notifications into one; the
  -- listener drains the whole queue anyway.
  perform pg_notify('realtime_local_changes', '');
  return null;
end
$$;

-- Puts the capture trigger on every published table, takes it off tables that left the
-- publication, and returns the published tables.
create or replace function realtime.local_sync_capture()
returns table (schema_name text, table_name text)
language plpgsql set search_path = '' as $$
declare
  published oid[] := array(
    select distinct format('%I.%I', p.schemaname, p.tablename)::regclass::oid
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
  );
  rel regclass;
begin
  for rel in
    select t.tgrelid::regclass from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_local_capture' and t.tgrelid <> all (published)
  loop
    execute format('drop trigger realtime_local_capture on %s', rel);
  end loop;

  for rel in
    select p.oid::regclass from unnest(published) as p(oid)
    where not exists (
      select 1 from pg_catalog.pg_trigger t
      where t.tgrelid = p.oid and t.tgname = 'realtime_local_capture'
    )
  loop
    execute format(
      'create trigger realtime_local_capture after insert or update or delete on %s '
      'for each row execute function realtime.local_capture_change()', rel);
  end loop;

  return query
  select n.nspname::text, c.relname::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.oid = any (published);
end
$$;

revoke all on function realtime.local_sync_capture() from public;
revoke all on table realtime.local_change_queue from public;

-- Broadcast from the database: hosted realtime reads realtime.messages through its own
-- replication; here a trigger notifies the message's id after commit (a rolled-back
-- realtime.send, like the authorisation check's probe rows, never reaches anyone).
create or replace function realtime.local_notify_message() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('realtime_local_messages', new.id::text);
  return null;
end
$$;

create or replace trigger realtime_local_broadcast
  after insert on realtime.messages
  for each row when (new.extension = 'broadcast')
  execute function realtime.local_notify_message();
