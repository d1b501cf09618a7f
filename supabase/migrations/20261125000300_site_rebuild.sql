-- Posts as real HTML without a custom domain (README, "Blog: posts that crawlers can read"):
-- publishing, unpublishing, editing or deleting a published post asks the static host to
-- rebuild the site, through its deploy hook. A burst of changes becomes one build: a build is
-- requested once no post has changed for the quiet period (or the first unbuilt change is
-- older than max_wait, so steady editing cannot starve it).
--
-- Hosted: Supabase Cron runs private.request_site_rebuild() every 10 seconds; it reads the
-- hook URL from the Vault secret `site_deploy_hook_url` and POSTs it with pg_net. Without
-- pg_cron/pg_net (the embedded local stack) nothing is scheduled here: the local stack runs the
-- same claim itself (supabase/local/src/services/cron/site-rebuild.ts).

create table private.site_rebuild (
  singleton boolean primary key default true check (singleton),
  -- The first change no build has been requested for yet; null when the site is up to date.
  pending_since timestamptz,
  last_change_at timestamptz,
  last_requested_at timestamptz
);
insert into private.site_rebuild default values;

-- Nobody reaches this table through the API: only the definer functions below touch it.
revoke all on table private.site_rebuild from public, anon, authenticated, service_role;

create function private.note_site_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_rebuild
     set pending_since = coalesce(pending_since, now()), last_change_at = now();
  return null;
end
$$;
revoke execute on function private.note_site_change() from public, anon, authenticated, service_role;

-- Only changes a visitor can see: a published post appears, changes or disappears.
create trigger blog_posts_site_rebuild_insert
  after insert on public.blog_posts
  for each row when (new.published)
  execute function private.note_site_change();
create trigger blog_posts_site_rebuild_update
  after update on public.blog_posts
  for each row when (old.published or new.published)
  execute function private.note_site_change();
create trigger blog_posts_site_rebuild_delete
  after delete on public.blog_posts
  for each row when (old.published)
  execute function private.note_site_change();

-- True (and the pending changes handed over) when a build is due; false otherwise.
create function private.claim_site_rebuild(
  quiet interval,
  max_wait interval default interval '5 minutes'
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_rebuild
     set pending_since = null, last_requested_at = now()
   where pending_since is not null
     and (last_change_at <= now() - quiet or pending_since <= now() - max_wait);
  return found;
end
$$;
revoke execute on function private.claim_site_rebuild(interval, interval)
  from public, anon, authenticated, service_role;

-- Hosted only (Vault and pg_net): no hook configured means no claim, so nothing is lost.
create function private.request_site_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select decrypted_secret into hook
    from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  if hook is null then
    return;
  end if;
  if not private.claim_site_rebuild(interval '30 seconds') then
    return;
  end if;
  perform net.http_post(
    url := hook,
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 10000
  );
end
$$;
revoke execute on function private.request_site_rebuild()
  from public, anon, authenticated, service_role;

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: site-rebuild is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- Sub-minute schedules need pg_cron 1.5+ (Supabase Cron: "every 1 to 59 seconds").
  perform cron.schedule('site-rebuild', '10 seconds', 'select private.request_site_rebuild()');
end
$migration$;
