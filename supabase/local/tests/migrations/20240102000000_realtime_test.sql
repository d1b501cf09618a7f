-- Tables for supabase/local/tests/realtime/. A name with a space and a case-sensitive
-- column, RLS that shows public rows to everyone and private rows to their owner, and a
-- column anon may not select.
create table public."Realtime Notes" (
  id uuid primary key default gen_random_uuid(),
  "Title" text not null,
  owner uuid,
  is_public boolean not null default true,
  secret text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now()
);
alter table public."Realtime Notes" enable row level security;

create policy "Public notes are readable" on public."Realtime Notes"
  for select using (is_public);
create policy "Owners read their notes" on public."Realtime Notes"
  for select to authenticated using (owner = auth.uid());

grant all on table public."Realtime Notes" to authenticated, service_role;
grant insert, update, delete on table public."Realtime Notes" to anon;
grant select (id, "Title", owner, is_public, tags, created_at) on public."Realtime Notes" to anon;

-- Not published: changes here must never reach a subscriber.
create table public.realtime_unpublished (id int primary key);
grant all on table public.realtime_unpublished to anon, authenticated, service_role;

alter publication supabase_realtime add table public."Realtime Notes";
