-- Supabase's roles, schemas, extensions and schema grants (supabase/postgres's init scripts).
-- Idempotent: it runs on every start, and on native Postgres the roles may already exist.

do $$
declare
  r record;
begin
  for r in select * from (values
    ('anon', 'nologin noinherit'),
    ('authenticated', 'nologin noinherit'),
    ('service_role', 'nologin noinherit bypassrls'),
    ('authenticator', 'login noinherit'),
    ('supabase_auth_admin', 'nologin noinherit'),
    ('supabase_storage_admin', 'nologin noinherit'),
    ('postgres', 'login')
  ) as v(name, opts) loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.opts);
    end if;
  end loop;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    begin
      create role supabase_admin superuser login;
    exception when insufficient_privilege then
      create role supabase_admin login;
    end;
  end if;
  -- set role needs membership unless the connecting user is a superuser.
  if not exists (select 1 from pg_roles where rolname = current_user and rolsuper) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public, extensions, storage, auth to anon, authenticated, service_role;
-- For direct logins as these roles; the stack sets it per request (set_config in asRequest).
alter role anon set search_path = public, extensions;
alter role authenticated set search_path = public, extensions;
alter role service_role set search_path = public, extensions;
-- A project created today (Supabase changelog 45329, "Tables not exposed to Data and GraphQL
-- API automatically"; docs: Database > Data API) has no default privileges in public: the API
-- roles reach a new table, view, sequence or function only through the migration's own grants
-- (functions keep the EXECUTE that Postgres itself gives PUBLIC). A data folder bootstrapped
-- before this rule loses the old defaults here; tables it already has keep their grants.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
