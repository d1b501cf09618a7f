// Stand-ins for the three hosted extensions the migrations' hosted-only blocks use, installed
// into the rehearsal's Postgres 17 (postgres17.ts). Same names, same SQL surface as the calls
// this project makes, same refusals where the real ones refuse; none of them does the real work:
// - pg_cron (citusdata/pg_cron, pg_cron--1.0.sql and its schedule parser): schema cron, table
//   cron.job with the row-level policy `username = current_user`, cron.schedule(name, schedule,
//   command) replacing a job of the same name and user, cron.unschedule. A schedule that is not
//   five cron fields, `N seconds` (1-59) or an @-macro is refused with "invalid schedule: ..."
//   as the real parser refuses it. Nothing ever runs a job.
// - pg_net (supabase/pg_net, sql/pg_net.sql): schema net, net.http_post and net.http_get
//   queueing into net.http_request_queue and returning the request id. No request is sent.
// - supabase_vault (supabase/vault, sql/supabase_vault--0.2.8.sql): vault.secrets,
//   vault.create_secret, vault.update_secret and the vault.decrypted_secrets view. Secrets are
//   only base64-encoded, not encrypted.
// Each is `trusted`, so a non-superuser `postgres` may create it, as supautils' privileged
// extensions let it on hosted.

const PG_CRON_CONTROL = `comment = 'Job scheduler for PostgreSQL (deploy-rehearsal stand-in: records jobs, runs none)'
default_version = '1.6'
relocatable = false
schema = pg_catalog
trusted = true
`

const PG_CRON_SQL = `\\echo Use "CREATE EXTENSION pg_cron" to load this file. \\quit
create schema cron;
create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default inet_server_port(),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);
grant usage on schema cron to public;
grant select on cron.job to public;

create function cron.valid_schedule(schedule text) returns boolean
language sql immutable as $$
  select schedule ~* '^\\s*@(yearly|annually|monthly|weekly|daily|hourly|reboot)\\s*$'
      or schedule ~* '^\\s*([1-9]|[1-5][0-9])\\s+seconds?\\s*$'
      or schedule ~* '^\\s*[0-9a-z*,/$-]+(\\s+[0-9a-z*,/$-]+){4}\\s*$'
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql security definer set search_path = pg_catalog as $$
declare
  id bigint;
  caller text := session_user;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule;
  end if;
  insert into cron.job (jobname, schedule, command, username)
  values (job_name, schedule, command, caller)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
language sql security definer set search_path = pg_catalog as $$
  select cron.schedule(null, schedule, command)
$$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql security definer set search_path = pg_catalog as $$
begin
  delete from cron.job where jobname = job_name and username = session_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
`

const PG_NET_CONTROL = `comment = 'Async HTTP (deploy-rehearsal stand-in: queues requests, sends none)'
default_version = '0.14.0'
relocatable = false
trusted = true
`

const PG_NET_SQL = `\\echo Use "CREATE EXTENSION pg_net" to load this file. \\quit
create schema net;
create unlogged table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql security definer set search_path = pg_catalog as $$
declare
  id bigint;
begin
  if url is null then
    raise exception 'url must not be null';
  end if;
  if jsonb_typeof(headers) <> 'object' or jsonb_typeof(params) <> 'object' then
    raise exception 'headers and params must be json objects';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning http_request_queue.id into id;
  return id;
end
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql security definer set search_path = pg_catalog as $$
declare
  id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', url, headers, null, timeout_milliseconds)
  returning http_request_queue.id into id;
  return id;
end
$$;

revoke all on all functions in schema net from public;
grant usage on schema net to postgres, service_role;
grant execute on all functions in schema net to postgres, service_role;
`

const VAULT_CONTROL = `comment = 'Supabase Vault (deploy-rehearsal stand-in: base64, not encrypted)'
default_version = '0.3.1'
relocatable = false
schema = vault
trusted = true
`

const VAULT_SQL = `\\echo Use "CREATE EXTENSION supabase_vault" to load this file. \\quit
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index secrets_name_idx on vault.secrets (name) where name is not null;

create view vault.decrypted_secrets as
  select s.*, convert_from(decode(s.secret, 'base64'), 'UTF8') as decrypted_secret
  from vault.secrets s;

create function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  id uuid;
begin
  insert into vault.secrets (secret, name, description, key_id)
  values (encode(convert_to(new_secret, 'UTF8'), 'base64'), new_name, new_description, new_key_id)
  returning secrets.id into id;
  return id;
end
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update vault.secrets
     set secret = coalesce(encode(convert_to(new_secret, 'UTF8'), 'base64'), secret),
         name = coalesce(new_name, name),
         description = coalesce(new_description, description),
         key_id = coalesce(new_key_id, key_id),
         updated_at = now()
   where id = secret_id;
end
$$;

revoke all on vault.secrets, vault.decrypted_secrets from public;
revoke all on all functions in schema vault from public;
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on all functions in schema vault to postgres with grant option;
`

/** File name under share/postgresql/extension -> contents. */
export const STANDIN_EXTENSIONS: Readonly<Record<string, string>> = {
  'pg_cron.control': PG_CRON_CONTROL,
  'pg_cron--1.6.sql': PG_CRON_SQL,
  'pg_net.control': PG_NET_CONTROL,
  'pg_net--0.14.0.sql': PG_NET_SQL,
  'supabase_vault.control': VAULT_CONTROL,
  'supabase_vault--0.3.1.sql': VAULT_SQL,
}
