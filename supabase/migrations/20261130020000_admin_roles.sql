-- Roles in the portal, a second factor for people's data, and an audit trail of every sensitive
-- action (docs/auth.md "Roles", docs/database.md "Roles and the second factor").
--
-- Every portal account has one role, stored with it in admin_users:
--   owner  – everything, plus accounts, roles, the second-factor setting and the audit trail;
--   admin  – everything but ownership: registrations, orders, the inbox, videos, posts, campaigns;
--   editor – every post and campaign, publishing included; no registrations, orders, inbox,
--            videos or accounts;
--   writer – their own drafts only: cannot publish or schedule, cannot touch others' posts, and
--            reads no registrations, orders or inbox.
--
-- The database is the guard: policies and functions ask the helpers below, never the browser.
-- private.is_admin() keeps its name and now means "an owner or admin who may read people's
-- data": when the portal requires a second factor, that needs a session at aal2 (Supabase Auth
-- puts `aal` in the access token: https://supabase.com/docs/guides/auth/auth-mfa#enforce-rules-for-mfa-logins).
-- Every policy written against is_admin() therefore reads people's data only at aal2.

-- 1. Roles ---------------------------------------------------------------------------------

alter table public.admin_users
  add column role text
    constraint admin_users_role_valid check (role in ('owner', 'admin', 'editor', 'writer'));

-- The earliest account becomes the owner; everyone else keeps the access they had (admin).
update public.admin_users a
   set role = case
     when a.user_id = (select f.user_id from public.admin_users f order by f.created_at, f.user_id limit 1)
       then 'owner' else 'admin' end;

-- An account added without a role is the owner when there is none yet (the first account of a
-- project), else an admin; a BEFORE trigger fills it in before NOT NULL is checked.
create function private.admin_users_default_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role is null then
    new.role := case
      when exists (select 1 from public.admin_users where role = 'owner') then 'admin'
      else 'owner' end;
  end if;
  return new;
end
$$;
revoke execute on function private.admin_users_default_role() from public, anon, authenticated, service_role;

create trigger admin_users_default_role
  before insert on public.admin_users
  for each row execute function private.admin_users_default_role();

alter table public.admin_users alter column role set not null;

-- The last owner can be neither demoted nor removed: every owner row is locked first, so two
-- owners demoting each other at once cannot both succeed.
create function private.admin_users_keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return coalesce(new, old);
  end if;
  perform 1 from public.admin_users where role = 'owner' for update;
  if not exists (
    select 1 from public.admin_users where role = 'owner' and user_id <> old.user_id
  ) then
    raise exception 'The last owner cannot be %',
      case when tg_op = 'DELETE' then 'removed' else 'demoted' end
      using errcode = 'PT409';
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function private.admin_users_keep_an_owner() from public, anon, authenticated, service_role;

create trigger admin_users_keep_an_owner
  before update of role or delete on public.admin_users
  for each row execute function private.admin_users_keep_an_owner();

-- 2. The second-factor setting --------------------------------------------------------------

-- One row of portal settings. A fresh project requires a second factor (the local seed turns
-- it off so the seeded admin signs in with the password alone).
create table public.portal_settings (
  id boolean primary key default true constraint portal_settings_one_row check (id),
  mfa_required boolean not null default true,
  updated_at timestamptz not null default now()
);
insert into public.portal_settings default values;

alter table public.portal_settings enable row level security;
revoke all on table public.portal_settings from anon, authenticated, service_role;
grant select on table public.portal_settings to authenticated;
grant update (mfa_required) on table public.portal_settings to authenticated;

-- 3. The helpers ----------------------------------------------------------------------------

-- The caller's role, or null for anyone who is not a portal account. security definer: it
-- reads admin_users whatever the caller may read; the empty search_path stops shadowing.
create function private.portal_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.admin_users where user_id = (select auth.uid())
$$;

-- Whether the session satisfies the second-factor setting: off, or the access token's `aal`
-- is aal2 (GoTrue writes aal1/aal2 into every access token it issues).
create function private.second_factor_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce((select mfa_required from public.portal_settings), true)
      or coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
$$;

-- Owners and admins with the second factor the setting asks for: people's data (registrations,
-- orders, the inbox, the credit ledger), videos and every other admin-only table or function.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.portal_role()) in ('owner', 'admin'), false)
     and (select private.second_factor_ok())
$$;

-- The owner, with the second factor the setting asks for: accounts, roles, the setting itself
-- and the audit trail.
create function private.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.portal_role()) = 'owner', false)
     and (select private.second_factor_ok())
$$;

-- Owners, admins and editors: every post and campaign. Posts hold no one's personal data, so
-- the second factor is not asked for here.
create function private.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.portal_role()) in ('owner', 'admin', 'editor'), false)
$$;

-- Any portal account (writers included): blog images, and their own drafts.
create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.portal_role()) is not null
$$;

-- Whether the caller may edit this post: editors any, a writer their own drafts.
create function private.can_edit_post(p_post_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_editor()) or exists (
    select 1 from public.blog_posts p
     where p.id = p_post_id and not p.published
       and p.author_id = (select auth.uid()) and (select private.is_staff())
  )
$$;

revoke execute on function private.portal_role(), private.second_factor_ok(), private.is_owner(),
  private.is_editor(), private.is_staff(), private.can_edit_post(uuid) from public;
grant execute on function private.portal_role(), private.second_factor_ok(), private.is_owner(),
  private.is_editor(), private.is_staff(), private.can_edit_post(uuid)
  to anon, authenticated, service_role;

-- 4. Policies -------------------------------------------------------------------------------

-- admin_users: everyone reads their own row (the portal asks "what is my role?"); the owner
-- reads every row.
drop policy "Admins can see the admin list" on public.admin_users;
create policy "Accounts read their own row; the owner reads every row"
  on public.admin_users for select
  to authenticated
  using (user_id = (select auth.uid()) or (select private.is_owner()));

create policy "Every portal account reads the settings"
  on public.portal_settings for select
  to authenticated
  using ((select private.is_staff()));
create policy "The owner changes the settings"
  on public.portal_settings for update
  to authenticated
  using ((select private.is_owner()))
  with check ((select private.is_owner()));

drop policy "Admins read the admin audit log" on public.admin_audit_log;
create policy "The owner reads the audit trail"
  on public.admin_audit_log for select
  to authenticated
  using ((select private.is_owner()));

-- Posts: editors every post; a writer their own (drafts to edit or delete, published ones to
-- read). Publishing is refused to writers by blog_posts_writer_guard below, with a clear error.
drop policy "Published posts, or every post for admins" on public.blog_posts;
create policy "Published posts, every post for editors, a writer's own"
  on public.blog_posts for select
  to authenticated
  using (
    published or (select private.is_editor())
    or (author_id = (select auth.uid()) and (select private.is_staff()))
  );

drop policy "Admins can create posts" on public.blog_posts;
create policy "Editors create posts; writers create their own"
  on public.blog_posts for insert
  to authenticated
  with check (
    (select private.is_editor())
    or (author_id = (select auth.uid()) and (select private.is_staff()))
  );

drop policy "Admins can edit posts" on public.blog_posts;
create policy "Editors edit posts; writers edit their own drafts"
  on public.blog_posts for update
  to authenticated
  using (
    (select private.is_editor())
    or (author_id = (select auth.uid()) and not published and (select private.is_staff()))
  )
  with check (
    (select private.is_editor())
    or (author_id = (select auth.uid()) and (select private.is_staff()))
  );

drop policy "Admins can delete posts" on public.blog_posts;
create policy "Editors delete posts; writers delete their own drafts"
  on public.blog_posts for delete
  to authenticated
  using (
    (select private.is_editor())
    or (author_id = (select auth.uid()) and not published and (select private.is_staff()))
  );

drop policy "Admins can read post revisions" on public.blog_post_revisions;
create policy "Editors read every revision; writers their own posts'"
  on public.blog_post_revisions for select
  to authenticated
  using ((select private.is_editor()) or (select private.can_edit_post(post_id)));

drop policy "Admins can create campaigns" on public.blog_campaigns;
drop policy "Admins can delete campaigns" on public.blog_campaigns;
drop policy "Admins can edit campaigns" on public.blog_campaigns;
drop policy "Admins can read campaigns" on public.blog_campaigns;
create policy "Editors create campaigns" on public.blog_campaigns for insert
  to authenticated with check ((select private.is_editor()));
create policy "Editors delete campaigns" on public.blog_campaigns for delete
  to authenticated using ((select private.is_editor()));
create policy "Editors edit campaigns" on public.blog_campaigns for update
  to authenticated using ((select private.is_editor())) with check ((select private.is_editor()));
create policy "Editors read campaigns" on public.blog_campaigns for select
  to authenticated using ((select private.is_editor()));

drop policy "Admins can read campaign jobs" on public.blog_campaign_jobs;
create policy "Editors read campaign jobs" on public.blog_campaign_jobs for select
  to authenticated using ((select private.is_editor()));

-- Storage: blog images for every portal account (a writer illustrates a draft; replacing or
-- deleting is theirs only for files they uploaded), videos for owners and admins.
drop policy "Admins can recreate the blog-images bucket" on storage.buckets;
drop policy "Admins can see the product buckets" on storage.buckets;
drop policy "Admins can delete product files" on storage.objects;
drop policy "Admins can read product files" on storage.objects;
drop policy "Admins can replace product files" on storage.objects;
drop policy "Admins can upload product files" on storage.objects;

create policy "Editors can recreate the blog-images bucket"
  on storage.buckets for insert
  to authenticated
  with check (
    id = 'blog-images' and public and allowed_mime_types is not null
    and not ('image/svg+xml' = any (allowed_mime_types))
    and (select private.is_editor())
  );
create policy "Portal accounts see the product buckets they use"
  on storage.buckets for select
  to authenticated
  using (
    (id = 'blog-images' and (select private.is_staff()))
    or (id = 'videos' and (select private.is_admin()))
  );
create policy "Portal accounts read the product files they use"
  on storage.objects for select
  to authenticated
  using (
    (bucket_id = 'blog-images' and (select private.is_staff()))
    or (bucket_id = 'videos' and (select private.is_admin()))
  );
create policy "Portal accounts upload the product files they use"
  on storage.objects for insert
  to authenticated
  with check (
    (bucket_id = 'blog-images' and (select private.is_staff()))
    or (bucket_id = 'videos' and (select private.is_admin()))
  );
create policy "Editors replace blog images; writers their own"
  on storage.objects for update
  to authenticated
  using (
    (bucket_id = 'blog-images'
      and ((select private.is_editor())
        or (owner_id = (select auth.uid())::text and (select private.is_staff()))))
    or (bucket_id = 'videos' and (select private.is_admin()))
  )
  with check (
    (bucket_id = 'blog-images'
      and ((select private.is_editor())
        or (owner_id = (select auth.uid())::text and (select private.is_staff()))))
    or (bucket_id = 'videos' and (select private.is_admin()))
  );
create policy "Editors delete blog images; writers their own"
  on storage.objects for delete
  to authenticated
  using (
    (bucket_id = 'blog-images'
      and ((select private.is_editor())
        or (owner_id = (select auth.uid())::text and (select private.is_staff()))))
    or (bucket_id = 'videos' and (select private.is_admin()))
  );

-- 5. Writers never publish --------------------------------------------------------------

-- A writer's insert or update that publishes, unpublishes or schedules (a future publish date
-- publishes by itself) is refused with a message that says why; RLS alone would only say
-- "violates row-level security policy". 42501: PostgREST answers 403. The trigger's name sorts
-- before the publish checklist's (blog_posts_publish_gate), so a writer hears this first.
create function private.blog_posts_writer_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.portal_role()) is distinct from 'writer' then
    return new;
  end if;
  if new.published
     or (tg_op = 'INSERT' and new.published_at is not null)
     or (tg_op = 'UPDATE' and new.published_at is distinct from old.published_at) then
    raise exception 'Writers cannot publish or schedule posts'
      using errcode = '42501', hint = 'An editor, admin or owner publishes the draft.';
  end if;
  return new;
end
$$;
revoke execute on function private.blog_posts_writer_guard() from public, anon, authenticated, service_role;

create trigger blog_posts_authorship_guard
  before insert or update on public.blog_posts
  for each row execute function private.blog_posts_writer_guard();

-- Preview links: whoever may edit the post.
create or replace function private.create_blog_post_preview(p_post_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Two random UUIDs: 244 random bits, from the core's gen_random_uuid (no pgcrypto).
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if not (select private.can_edit_post(p_post_id)) then
    -- PT403: PostgREST answers 403 with this message.
    raise exception 'Only editors, or the writer of a draft, can make preview links'
      using errcode = 'PT403';
  end if;
  if not exists (select 1 from public.blog_posts where id = p_post_id) then
    raise exception 'No post with this id' using errcode = 'P0002';
  end if;
  insert into private.blog_post_previews (post_id, token_hash, expires_at)
    values (p_post_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'), now() + interval '7 days')
    on conflict (post_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now();
  return token;
end
$$;

create or replace function private.revoke_blog_post_preview(p_post_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.can_edit_post(p_post_id)) then
    raise exception 'Only editors, or the writer of a draft, can revoke preview links'
      using errcode = 'PT403';
  end if;
  delete from private.blog_post_previews where post_id = p_post_id;
  return found;
end
$$;

-- The admin searches: posts for editors; registrations, the inbox, orders and videos for
-- owners and admins (with the second factor when the setting asks).
create or replace function private.admin_search_statement(
  p_function text,
  p_table regclass,
  p_columns text[],
  p_searched text[],
  p_filters text[],
  p_newer boolean
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  direction constant text := case when p_newer then 'asc' else 'desc' end;
  filters text := '';
  filter_type text;
begin
  if not (case when p_function = 'search_blog_posts' then (select private.is_editor())
               else (select private.is_admin()) end) then
    raise exception 'permission denied for function %', p_function using errcode = '42501';
  end if;
  for i in 1 .. coalesce(array_length(p_filters, 1), 0) loop
    select pg_catalog.format_type(a.atttypid, a.atttypmod) into strict filter_type
      from pg_catalog.pg_attribute a
     where a.attrelid = p_table and a.attname = p_filters[i] and not a.attisdropped;
    filters := filters || format(' and ($%s::%s is null or t.%I = $%s)', 6 + i, filter_type,
      p_filters[i], 6 + i);
  end loop;
  return format(
    $q$select %s from %s t
       where (%s)
         and ($2::timestamptz is null or (t.created_at <= $2 and (t.created_at < $2 or t.id < $3)))
         and ($4::timestamptz is null or (t.created_at >= $4 and (t.created_at > $4 or t.id > $5)))%s
       order by t.created_at %s, t.id %s
       limit $6$q$,
    (select string_agg(format('t.%I', c), ', ') from unnest(p_columns) c),
    p_table,
    (select string_agg(format('t.%I ilike $1', c), ' or ') from unnest(p_searched) c),
    filters,
    direction,
    direction
  );
end
$$;
