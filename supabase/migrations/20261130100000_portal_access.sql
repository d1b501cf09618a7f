-- What edge functions ask before acting for a portal account, and an owner's reset of another
-- account's second factor (docs/auth.md "Roles", "Second factor" and "Two-factor sign-in").
--
-- 1. portal_access(need): the caller's answer from the same helpers the policies use. An edge
--    function calls it with the caller's own access token (never a user id it was told), so
--    the role and the session's `aal` are read by the database from the verified token, and
--    the rule lives here once.
-- 2. prepare_factor_reset(user): the owner (with the second factor when the portal requires it)
--    announces a reset of another account's factors before the admin-reset-factors function
--    removes them through the Auth admin API; the audit trigger on auth.mfa_factors then names
--    the owner as who removed them.
-- 3. The factor audit trigger names who: the account itself for its own enrolment and
--    removal (Auth changes auth.mfa_factors on its own connection, without the session), the
--    owner for a reset.

-- 1. portal_access -------------------------------------------------------------------------

-- 'allowed' when the caller may act as `need` (owner, admin or editor, as is_owner, is_admin,
-- is_editor decide); 'second-factor' when the role would do but the session lacks the second
-- factor the portal requires; 'refused' otherwise (not a portal account, or too small a role).
create function private.portal_access(p_need text)
returns table (user_id uuid, access text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  allowed boolean;
begin
  allowed := case p_need
    when 'owner' then (select private.is_owner())
    when 'admin' then (select private.is_admin())
    when 'editor' then (select private.is_editor())
  end;
  if allowed is null then
    raise exception 'Ask for owner, admin or editor' using errcode = '22023';
  end if;
  return query select (select auth.uid()),
    case
      when allowed then 'allowed'
      -- The role would do: only the second factor is missing.
      when not (select private.second_factor_ok())
           and (select private.portal_role()) = any (case p_need
             when 'owner' then array['owner'] else array['owner', 'admin'] end)
        then 'second-factor'
      else 'refused'
    end;
end
$$;
revoke execute on function private.portal_access(text) from public, anon, service_role;
grant execute on function private.portal_access(text) to authenticated;

create function public.portal_access(p_need text)
returns table (user_id uuid, access text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.portal_access(p_need)
$$;
revoke execute on function public.portal_access(text) from public, anon, service_role;
grant execute on function public.portal_access(text) to authenticated;

-- 2. The owner's reset of another account's factors ----------------------------------------

-- Factors an owner is removing, and who: the audit trigger reads (and clears) the entry when
-- Auth deletes the factor. An entry older than a few minutes is stale (a reset that failed).
create table private.factor_resets (
  factor_id uuid primary key,
  actor_id uuid not null,
  created_at timestamptz not null default now()
);
revoke all on table private.factor_resets from public, anon, authenticated, service_role;

-- The owner announces the reset of p_user_id's factors (all of them, verified or not) and
-- gets how many there are. Refused, changing nothing, to anyone but the owner at the level the
-- setting asks for, and for one's own account (that is "Turn off" in Settings, which needs the
-- factor). Where the trigger on auth.mfa_factors cannot exist (hosted projects), the removal
-- is audited here instead.
create function private.prepare_factor_reset(p_user_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  factors integer;
  factor record;
begin
  if not (select private.is_owner()) then
    raise exception 'Only the owner can reset two-factor sign-in' using errcode = 'PT403';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'Turn off your own two-factor sign-in under Settings' using errcode = '22023';
  end if;
  if not exists (select 1 from public.admin_users where user_id = p_user_id) then
    raise exception 'That account is not in the portal' using errcode = 'PT404';
  end if;
  delete from private.factor_resets where created_at < now() - interval '5 minutes';
  insert into private.factor_resets (factor_id, actor_id)
    select f.id, (select auth.uid()) from auth.mfa_factors f where f.user_id = p_user_id
    on conflict (factor_id) do update set actor_id = excluded.actor_id, created_at = now();
  get diagnostics factors = row_count;
  if not exists (
    select 1 from pg_catalog.pg_trigger
     where tgname = 'mfa_factors_audit' and tgrelid = 'auth.mfa_factors'::regclass
  ) then
    for factor in
      select f.factor_type::text as kind from auth.mfa_factors f
       where f.user_id = p_user_id and f.status::text = 'verified' order by f.created_at
    loop
      perform private.audit('factor_removed', factor.kind, p_user_id);
    end loop;
  end if;
  return factors;
end
$$;
revoke execute on function private.prepare_factor_reset(uuid) from public, anon, service_role;
grant execute on function private.prepare_factor_reset(uuid) to authenticated;

create function public.prepare_factor_reset(p_user_id uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.prepare_factor_reset(p_user_id)
$$;
revoke execute on function public.prepare_factor_reset(uuid) from public, anon, service_role;
grant execute on function public.prepare_factor_reset(uuid) to authenticated;

-- 3. Who enrolled or removed a factor --------------------------------------------------------

-- One entry by a named actor (private.audit's, for callers that know who acted).
create function private.audit_by(p_actor uuid, p_action text, p_subject text, p_target uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.admin_audit_log (
    actor_id, actor_email, action, subject, target_user_id, target_email
  ) values (
    p_actor,
    (select email from auth.users where id = p_actor),
    p_action,
    p_subject,
    p_target,
    (select email from auth.users where id = p_target)
  )
$$;
revoke execute on function private.audit_by(uuid, text, text, uuid) from public, anon, authenticated, service_role;

-- Auth writes auth.mfa_factors without the session's claims, so auth.uid() is empty here: the
-- actor is the owner who announced a reset of this factor, else the signed-in caller (SQL
-- run with a session), else the factor's own account (it enrolled or unenrolled itself).
create or replace function private.mfa_factors_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid := coalesce(new.user_id, old.user_id);
  factor text := coalesce(new.factor_type::text, old.factor_type::text, 'factor');
  resetter uuid;
begin
  if tg_op = 'DELETE' then
    delete from private.factor_resets
     where factor_id = old.id and created_at > now() - interval '5 minutes'
    returning actor_id into resetter;
    if old.status::text = 'verified' then
      perform private.audit_by(
        coalesce(resetter, (select auth.uid()), account), 'factor_removed', factor, account
      );
    end if;
  elsif new.status::text = 'verified'
        and (tg_op = 'INSERT' or old.status::text is distinct from 'verified') then
    perform private.audit_by(coalesce((select auth.uid()), account), 'factor_enrolled', factor, account);
  end if;
  return null;
end
$$;
revoke execute on function private.mfa_factors_audit() from public, anon, authenticated, service_role;
