// What the platform does to a new hosted project beyond the stack's bootstrap (bootstrap.ts):
// the superuser is `supabase_admin`, and `postgres`, the role migrations run as, is not a
// superuser. Run as supabase_admin on the rehearsal's database, after bootstrapProject.
//
// Sources: Supabase docs, guides/database/postgres/roles ("postgres ... is not a superuser";
// its attributes: CREATEROLE, CREATEDB, REPLICATION, BYPASSRLS); supabase/postgres's init
// scripts (migrations/db/init-scripts: auth and storage owned by supabase_auth_admin and
// supabase_storage_admin, `grant all` on their tables to postgres, the API roles granted to
// postgres, supabase_vault installed, the supabase_realtime publication owned by postgres,
// realtime.messages owned by supabase_realtime_admin).
export const HOSTED_PLATFORM_SQL = `
alter role postgres with login nosuperuser createdb createrole replication bypassrls;
grant anon, authenticated, service_role to postgres with admin option;
grant authenticator to postgres;

-- postgres owns the database, so public (owned by pg_database_owner) and new schemas are its.
alter database postgres owner to postgres;
alter schema public owner to pg_database_owner;
grant usage, create on schema extensions to postgres;
-- The CLI creates its history table there, as postgres.
alter schema supabase_migrations owner to postgres;

-- auth and storage belong to their services; postgres may read, reference and trigger on
-- their tables (e.g. foreign keys to auth.users) and write storage policies and buckets.
do $$
declare
  r record;
begin
  for r in
    select n.nspname, c.relname,
           case n.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end as owner
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('auth', 'storage') and c.relkind in ('r', 'p', 'v', 'S')
       -- A sequence a column owns follows its table.
       and not exists (
         select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')
       )
  loop
    execute format('alter table %I.%I owner to %I', r.nspname, r.relname, r.owner);
  end loop;
  for r in
    select n.nspname, p.oid::regprocedure as signature,
           case n.nspname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end as owner
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('auth', 'storage')
  loop
    execute format('alter function %s owner to %I', r.signature, r.owner);
  end loop;
end
$$;
alter schema auth owner to supabase_auth_admin;
alter schema storage owner to supabase_storage_admin;
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on schema storage to postgres;
grant all on all tables in schema storage to postgres;
-- Policies on storage.objects need its owner's rights: hosted lets postgres write them.
grant supabase_storage_admin to postgres;

alter publication supabase_realtime owner to postgres;

-- realtime.messages belongs to the Realtime service (supabase_realtime_admin in a hosted
-- project's schema dump); postgres writes its policies, as Supabase's Realtime Authorization
-- guide has projects do, through membership of that role, as with storage above.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;
alter table realtime.messages owner to supabase_realtime_admin;
grant supabase_realtime_admin to postgres;

-- Vault is installed on every project; pg_cron and pg_net are only available until enabled.
create extension if not exists supabase_vault;
`
