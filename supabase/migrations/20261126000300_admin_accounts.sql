-- Admin accounts from the portal: admins invite admins (the invite-admin function), see who has
-- access and when they last signed in, and remove access, never the last admin's. Every change
-- is written to admin_audit_log: who, what, when.

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- Who: the admin who made the change (null when done with SQL); the email keeps the history
  -- readable after an account is gone.
  actor_id uuid,
  actor_email text,
  -- What: invited (an invitation email went out), added (an existing account got access back),
  -- removed (access taken away).
  action text not null check (action in ('invited', 'added', 'removed')),
  target_user_id uuid not null,
  target_email text not null
);

create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc, id desc);

alter table public.admin_audit_log enable row level security;

create policy "Admins read the admin audit log"
  on public.admin_audit_log for select
  to authenticated
  using ((select private.is_admin()));

-- Admins read it; only the functions below write it (security definer), so nobody can change or
-- delete an entry through the API.
revoke all on table public.admin_audit_log from anon, authenticated, service_role;
grant select on table public.admin_audit_log to authenticated;

-- The portal's list: every admin with their address, when they got access, their last sign-in,
-- and whether they still have to accept their invitation. A non-admin gets no rows, as RLS would.
create function public.list_admins()
returns table (
  user_id uuid,
  email text,
  added_at timestamptz,
  last_sign_in_at timestamptz,
  invitation_pending boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select a.user_id, u.email::text, a.created_at, u.last_sign_in_at,
      (u.invited_at is not null and u.email_confirmed_at is null)
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    where private.is_admin()
    order by a.created_at, u.email;
end
$$;

revoke execute on function public.list_admins() from public, anon, service_role;
grant execute on function public.list_admins() to authenticated;

-- Records an account as an admin: called by the invite-admin function (service role) after
-- auth has invited the address, or for an account that already exists. The caller is checked
-- there (admin_users); p_actor is that admin.
create function public.add_admin(p_email text, p_actor uuid, p_invited boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  actor text;
begin
  select id into target from auth.users
  where lower(email) = lower(p_email) and not is_sso_user;
  if target is null then
    raise exception 'No account has the address %', p_email using errcode = 'P0002';
  end if;
  insert into public.admin_users (user_id) values (target) on conflict (user_id) do nothing;
  select email into actor from auth.users where id = p_actor;
  insert into public.admin_audit_log (actor_id, actor_email, action, target_user_id, target_email)
  values (p_actor, actor, case when p_invited then 'invited' else 'added' end, target, lower(p_email));
  return target;
end
$$;

revoke execute on function public.add_admin(text, uuid, boolean) from public, anon, authenticated;
grant execute on function public.add_admin(text, uuid, boolean) to service_role;

-- Takes admin access away (the account stays and signs in to nothing). Admins only; the last
-- admin cannot be removed: every admin row is locked first, so two admins removing each other
-- at once cannot both succeed.
create function public.remove_admin(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  remaining integer;
  target text;
begin
  if not private.is_admin() then
    -- PT403: PostgREST answers 403 with this message.
    raise exception 'Only admins can remove admins' using errcode = 'PT403';
  end if;
  perform 1 from public.admin_users for update;
  if not exists (select 1 from public.admin_users where user_id = p_user_id) then
    raise exception 'That account is not an admin' using errcode = 'PT404';
  end if;
  select count(*) into remaining from public.admin_users;
  if remaining <= 1 then
    raise exception 'The last admin cannot be removed' using errcode = 'PT409';
  end if;
  delete from public.admin_users where user_id = p_user_id;
  select email into target from auth.users where id = p_user_id;
  insert into public.admin_audit_log (actor_id, actor_email, action, target_user_id, target_email)
  values (
    (select auth.uid()), (select auth.jwt() ->> 'email'), 'removed', p_user_id,
    coalesce(target, '')
  );
end
$$;

revoke execute on function public.remove_admin(uuid) from public, anon, service_role;
grant execute on function public.remove_admin(uuid) to authenticated;
