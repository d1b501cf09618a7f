-- A table anon may upsert into while reading only some of its columns: column-level SELECT,
-- no table-level SELECT (so no system column such as xmax either).
create table public.subscribers (
  email text primary key,
  name text,
  note text
);
grant insert, update on table public.subscribers to anon;
grant select (email, name) on table public.subscribers to anon;
grant all on table public.subscribers to service_role;
