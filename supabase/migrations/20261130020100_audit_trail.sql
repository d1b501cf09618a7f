-- The audit trail of every sensitive action, and the owner's account functions with roles
-- (docs/auth.md "Roles" and "Audit trail").
--
-- admin_audit_log, which held account changes, now holds every sensitive action: publishing,
-- unpublishing and deleting posts, exporting registrations, creating, editing and deleting
-- campaigns, role changes, second factors enrolled and removed, the second-factor setting, and
-- invitations. Triggers write it (plus add_admin, remove_admin and the export's own function),
-- so no path around the portal skips it; owners read it.
--
-- Who: the signed-in account (auth.uid() and its address), or nobody for SQL, the scheduler and
-- the services' own connections; what: the action and its subject (a post's title, a role
-- change, a row count); when: created_at, with id breaking ties in the order things happened.

alter table public.admin_audit_log drop constraint admin_audit_log_action_check;
alter table public.admin_audit_log
  add constraint admin_audit_log_action_valid check (action in (
    'invited', 'added', 'removed', 'role_changed',
    'post_published', 'post_unpublished', 'post_deleted',
    'registrations_exported',
    'campaign_created', 'campaign_edited', 'campaign_deleted',
    'factor_enrolled', 'factor_removed', 'mfa_requirement_changed'
  ));
-- Actions on posts and campaigns have no target account.
alter table public.admin_audit_log alter column target_user_id drop not null;
alter table public.admin_audit_log alter column target_email drop not null;
-- What the action was about: a post's title, a campaign's name, "editor → writer", a count.
alter table public.admin_audit_log add column subject text;

create index admin_audit_log_id_idx on public.admin_audit_log (id desc);

-- One entry by the signed-in caller (nobody when there is no session).
create function private.audit(p_action text, p_subject text, p_target uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  insert into public.admin_audit_log (
    actor_id, actor_email, action, subject, target_user_id, target_email
  ) values (
    actor,
    coalesce(
      nullif((select auth.jwt() ->> 'email'), ''),
      (select email from auth.users where id = actor)
    ),
    p_action,
    p_subject,
    p_target,
    (select email from auth.users where id = p_target)
  );
end
$$;
revoke execute on function private.audit(text, text, uuid) from public, anon, authenticated, service_role;

-- Posts: published (on insert or update), unpublished, deleted.
create function private.blog_posts_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.audit('post_deleted', old.title);
  elsif new.published and (tg_op = 'INSERT' or not old.published) then
    perform private.audit('post_published', new.title);
  elsif tg_op = 'UPDATE' and old.published and not new.published then
    perform private.audit('post_unpublished', new.title);
  end if;
  return null;
end
$$;
revoke execute on function private.blog_posts_audit() from public, anon, authenticated, service_role;

create trigger blog_posts_audit
  after insert or update of published or delete on public.blog_posts
  for each row execute function private.blog_posts_audit();

-- Campaigns: created, edited and deleted by a person. The campaign engine's own updates (a
-- finished campaign marked completed, run by the service role) are not edits.
create function private.blog_campaigns_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit('campaign_created', new.name);
  elsif tg_op = 'DELETE' then
    perform private.audit('campaign_deleted', old.name);
  elsif (select auth.uid()) is not null and new is distinct from old then
    perform private.audit('campaign_edited', new.name);
  end if;
  return null;
end
$$;
revoke execute on function private.blog_campaigns_audit() from public, anon, authenticated, service_role;

create trigger blog_campaigns_audit
  after insert or update or delete on public.blog_campaigns
  for each row execute function private.blog_campaigns_audit();

-- Roles: who changed whose role, from what to what.
create function private.admin_users_audit_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role is distinct from old.role then
    perform private.audit('role_changed', old.role || ' → ' || new.role, new.user_id);
  end if;
  return null;
end
$$;
revoke execute on function private.admin_users_audit_role() from public, anon, authenticated, service_role;

create trigger admin_users_audit_role
  after update of role on public.admin_users
  for each row execute function private.admin_users_audit_role();

-- The second-factor setting.
create function private.portal_settings_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.mfa_required is distinct from old.mfa_required then
    perform private.audit('mfa_requirement_changed', case when new.mfa_required then 'on' else 'off' end);
  end if;
  return new;
end
$$;
revoke execute on function private.portal_settings_audit() from public, anon, authenticated, service_role;

create trigger portal_settings_audit
  before update on public.portal_settings
  for each row execute function private.portal_settings_audit();

-- Second factors: a factor is enrolled when Auth marks it verified, removed when its row goes.
-- Auth writes auth.mfa_factors on its own connection, so the actor is the factor's account
-- unless a signed-in session made the change. Hosted Supabase lets a project add triggers only
-- on some auth tables (auth.users, identities, sessions, refresh_tokens, audit_log_entries:
-- https://supabase.com/changelog/34270), so the trigger is added only where the table exists
-- and may have one; docs/auth.md says how a hosted project records factors otherwise.
create function private.mfa_factors_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid := coalesce(new.user_id, old.user_id);
  factor text := coalesce(new.factor_type::text, old.factor_type::text, 'factor');
begin
  if tg_op = 'DELETE' then
    if old.status::text = 'verified' then
      perform private.audit('factor_removed', factor, account);
    end if;
  elsif new.status::text = 'verified'
        and (tg_op = 'INSERT' or old.status::text is distinct from 'verified') then
    perform private.audit('factor_enrolled', factor, account);
  end if;
  return null;
end
$$;
revoke execute on function private.mfa_factors_audit() from public, anon, authenticated, service_role;

do $$
begin
  if to_regclass('auth.mfa_factors') is not null then
    execute 'create trigger mfa_factors_audit
      after insert or update of status or delete on auth.mfa_factors
      for each row execute function private.mfa_factors_audit()';
  end if;
exception when insufficient_privilege then
  raise notice 'auth.mfa_factors takes no trigger here: factor changes are not audited by the database';
end
$$;

-- The registrations CSV export: the portal calls this as it starts an export, so the trail
-- shows who took every registrant's address, and when. Owners and admins only (the same check
-- as reading the registrations).
create function private.record_registrations_export(p_rows integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only owners and admins can export registrations' using errcode = 'PT403';
  end if;
  perform private.audit(
    'registrations_exported',
    coalesce(p_rows, 0)::text || case when p_rows = 1 then ' registration' else ' registrations' end
  );
end
$$;
revoke execute on function private.record_registrations_export(integer) from public, anon, service_role;
grant execute on function private.record_registrations_export(integer) to authenticated;

create function public.record_registrations_export(p_rows integer)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_registrations_export(p_rows)
$$;
revoke execute on function public.record_registrations_export(integer) from public, anon, service_role;
grant execute on function public.record_registrations_export(integer) to authenticated;

-- Accounts with roles. Only the owner lists, invites, removes and changes roles.

drop function public.list_admins();
drop function private.list_admins();

create function private.list_admins()
returns table (
  user_id uuid,
  email text,
  role text,
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
    select a.user_id, u.email::text, a.role, a.created_at, u.last_sign_in_at,
      (u.invited_at is not null and u.email_confirmed_at is null)
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    where private.is_owner()
    order by a.created_at, u.email;
end
$$;
revoke execute on function private.list_admins() from public, anon, service_role;
grant execute on function private.list_admins() to authenticated;

create function public.list_admins()
returns table (
  user_id uuid,
  email text,
  role text,
  added_at timestamptz,
  last_sign_in_at timestamptz,
  invitation_pending boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.list_admins()
$$;
revoke execute on function public.list_admins() from public, anon, service_role;
grant execute on function public.list_admins() to authenticated;

-- The invite-admin function (service role) calls this after auth invited the address; p_actor
-- is the caller it verified, and must be the owner: the database checks it again.
drop function public.add_admin(text, uuid, boolean);
drop function private.add_admin(text, uuid, boolean);

create function private.add_admin(p_email text, p_actor uuid, p_invited boolean, p_role text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  actor text;
begin
  if not exists (select 1 from public.admin_users where user_id = p_actor and role = 'owner') then
    raise exception 'Only the owner can invite accounts' using errcode = 'PT403';
  end if;
  if p_role is null or p_role not in ('owner', 'admin', 'editor', 'writer') then
    raise exception 'Choose a role: owner, admin, editor or writer' using errcode = '22023';
  end if;
  select id into target from auth.users
  where lower(email) = lower(p_email) and not is_sso_user;
  if target is null then
    raise exception 'No account has the address %', p_email using errcode = 'P0002';
  end if;
  insert into public.admin_users (user_id, role) values (target, p_role)
    on conflict (user_id) do nothing;
  select email into actor from auth.users where id = p_actor;
  insert into public.admin_audit_log (
    actor_id, actor_email, action, subject, target_user_id, target_email
  ) values (
    p_actor, actor, case when p_invited then 'invited' else 'added' end, p_role, target,
    lower(p_email)
  );
  return target;
end
$$;
revoke execute on function private.add_admin(text, uuid, boolean, text) from public, anon, authenticated;
grant execute on function private.add_admin(text, uuid, boolean, text) to service_role;

create function public.add_admin(p_email text, p_actor uuid, p_invited boolean, p_role text)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.add_admin(p_email, p_actor, p_invited, p_role)
$$;
revoke execute on function public.add_admin(text, uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.add_admin(text, uuid, boolean, text) to service_role;

-- Takes portal access away (the account stays and signs in to nothing). The owner only; the
-- last account and the last owner stay.
create or replace function private.remove_admin(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  remaining integer;
  target text;
begin
  if not private.is_owner() then
    -- PT403: PostgREST answers 403 with this message.
    raise exception 'Only the owner can remove accounts' using errcode = 'PT403';
  end if;
  perform 1 from public.admin_users for update;
  if not exists (select 1 from public.admin_users where user_id = p_user_id) then
    raise exception 'That account is not in the portal' using errcode = 'PT404';
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

-- The owner changes a role (the audit entry is the trigger's). A bad role, an unknown account
-- or demoting the last owner is refused and changes nothing.
create function private.set_admin_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception 'Only the owner can change roles' using errcode = 'PT403';
  end if;
  if p_role is null or p_role not in ('owner', 'admin', 'editor', 'writer') then
    raise exception 'Choose a role: owner, admin, editor or writer' using errcode = '22023';
  end if;
  update public.admin_users set role = p_role where user_id = p_user_id;
  if not found then
    raise exception 'That account is not in the portal' using errcode = 'PT404';
  end if;
end
$$;
revoke execute on function private.set_admin_role(uuid, text) from public, anon, service_role;
grant execute on function private.set_admin_role(uuid, text) to authenticated;

create function public.set_admin_role(p_user_id uuid, p_role text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.set_admin_role(p_user_id, p_role)
$$;
revoke execute on function public.set_admin_role(uuid, text) from public, anon, service_role;
grant execute on function public.set_admin_role(uuid, text) to authenticated;
