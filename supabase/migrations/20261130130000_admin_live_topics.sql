-- Admin live updates over private channels. A postgres_changes subscription on an admin table
-- told anonymous sockets the count and timing of its changes (an empty event per row they
-- cannot read, every DELETE unfiltered; hosted Realtime behaves so). Instead each admin table
-- broadcasts "this table changed" (no row data) to a private topic, admin:<name>, which only
-- those who may read the table can join (Realtime Authorization: RLS on realtime.messages).

-- The one list of live admin tables: the topic each broadcasts to, who may read it ('admin'
-- or 'editor', matching the table's select policy), and the columns of the changed row the
-- message carries (for a subscriber that patches instead of refetching; none by default).
create table private.admin_live_topics (
  table_name regclass primary key,
  topic text not null unique check (topic like 'admin:%'),
  readers text not null check (readers in ('admin', 'editor')),
  payload_columns text[] not null default '{}'
);
revoke all on table private.admin_live_topics from public, anon, authenticated;

create or replace function private.broadcast_admin_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  live private.admin_live_topics;
  changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  select * into live from private.admin_live_topics t where t.table_name = tg_relid;
  perform realtime.send(
    jsonb_build_object('table', tg_table_name, 'op', tg_op, 'row', coalesce(
      (select jsonb_object_agg(e.key, e.value) from jsonb_each(changed) e
       where e.key = any(live.payload_columns)),
      '{}'::jsonb)),
    'change',
    live.topic,
    true
  );
  return null;
end
$$;
revoke all on function private.broadcast_admin_change() from public;

-- Whether the caller may read an admin topic; used by the realtime.messages policy.
create or replace function private.can_read_admin_topic(topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select case t.readers
      when 'admin' then (select private.is_admin())
      when 'editor' then (select private.is_editor())
    end
    from private.admin_live_topics t where t.topic = can_read_admin_topic.topic
  ), false)
$$;
revoke all on function private.can_read_admin_topic(text) from public;
grant execute on function private.can_read_admin_topic(text) to authenticated;

-- Makes a table live for the portal: listed, triggered, and out of the public publication.
create or replace function private.make_admin_live(
  tbl regclass, topic text, readers text, payload_columns text[] default '{}'
) returns void language plpgsql set search_path = '' as $$
begin
  insert into private.admin_live_topics (table_name, topic, readers, payload_columns)
  values (tbl, topic, readers, payload_columns);
  execute format(
    'create trigger broadcast_admin_change after insert or update or delete on %s '
    'for each row execute function private.broadcast_admin_change()', tbl);
  if exists (
    select 1 from pg_catalog.pg_publication_rel r
    join pg_catalog.pg_publication p on p.oid = r.prpubid
    where p.pubname = 'supabase_realtime' and r.prrelid = tbl
  ) then
    execute format('alter publication supabase_realtime drop table %s', tbl);
  end if;
end
$$;
revoke all on function private.make_admin_live(regclass, text, text, text[]) from public;

-- One line per live admin table.
select private.make_admin_live('public."Webinar Registration"', 'admin:registrations', 'admin');
select private.make_admin_live('public.contact_messages', 'admin:contact_messages', 'admin');
select private.make_admin_live('public.credit_orders', 'admin:credit_orders', 'admin');
-- The campaign names in the posts filter are patched from the message, not re-read.
select private.make_admin_live(
  'public.blog_campaigns', 'admin:blog_campaigns', 'editor', array['id', 'name', 'created_at']);
select private.make_admin_live('public.blog_campaign_jobs', 'admin:blog_campaign_jobs', 'editor');
select private.make_admin_live('public.workshop_progress', 'admin:workshop_progress', 'admin');

-- Realtime Authorization (supabase.com/docs/guides/realtime/authorization): a private join
-- is allowed when the caller can select a broadcast message of the topic.
create policy "Portal readers join admin topics" on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and topic = (select realtime.topic())
    and (select private.can_read_admin_topic(realtime.topic()))
  );
