-- The realtime publication and the Supabase CLI's migration history tables.

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text not null primary key,
  hash text not null
);
