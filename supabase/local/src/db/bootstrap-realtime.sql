-- The publication Supabase Realtime reads (every hosted project has it, empty at first).

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Realtime Authorization (supabase/realtime: the realtime.messages migrations, the
-- RestoreMessagesBaseGrants migration and realtime.send). Private channels are authorised by
-- RLS on realtime.messages; realtime.send writes a broadcast message there. Hosted
-- partitions the table by day and keeps three days; the local table is one plain table
-- (services/realtime prunes it).
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic a private-channel join is being authorised for (set by realtime, read by policies).
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

-- As hosted: runs as the caller (a trigger calling it is usually security definer), and a
-- failed insert becomes a warning rather than failing the caller's transaction.
create or replace function realtime.send(
  payload jsonb, event text, topic text, private boolean default true
) returns void
language plpgsql as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
revoke all on function realtime.send(jsonb, text, text, boolean) from public;
-- postgres, the role migrations run as, owns the security definer triggers that broadcast
-- (Supabase's "broadcast from the database" guide has them call realtime.send).
grant execute on function realtime.send(jsonb, text, text, boolean) to postgres;
