-- Admins are listed explicitly: a valid session alone never makes someone an admin,
-- so the policies keep holding if sign-ups are ever enabled.
create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.admin_users enable row level security;

-- Membership is managed with the service role (or SQL), never through the API.
revoke insert, update, delete, truncate, references, trigger
  on table public.admin_users from anon, authenticated;

-- security definer so policies can consult admin_users without granting anyone read
-- access to it; the empty search_path stops a caller's objects from shadowing ours.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users where user_id = (select auth.uid())
  )
$$;

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create policy "Admins can see the admin list"
  on public.admin_users for select
  to authenticated
  using ((select public.is_admin()));
