-- "It is live", checked (docs/blog.md, "Is it live?"): after a post is published (by an admin or
-- the scheduler) and the site rebuilds, the blog-live-check function (Supabase Cron every minute)
-- fetches the post's URL as a crawler would, without JavaScript, and records what it found. The
-- posts table shows Live, Publishing… (waiting for the rebuild) or Not live: <reason>. A post not
-- live 10 minutes after it was published, or a scheduled draft the scheduler has not published 10
-- minutes after its date, gets every admin one "missed schedule" email through the outbox.

-- What the last deploy-hook call gave, so a failing hook is a reason the admin can read. The
-- local stack records it (supabase/local/src/services/cron/site-rebuild.ts); a hosted project's
-- pg_net call leaves it null, and its posts wait as Publishing… until live or 10 minutes pass.
alter table private.site_rebuild
  add column last_finished_at timestamptz,
  add column last_error text;

create function private.record_site_rebuild_result(p_error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.site_rebuild set last_finished_at = now(), last_error = p_error
$$;
revoke execute on function private.record_site_rebuild_result(text)
  from public, anon, authenticated, service_role;

-- One row per published post whose page is being checked or was found live. since: when the
-- page last changed for visitors (its publish, or an edit of what the check reads); the 10
-- minutes count from then. missed_notified_at: the missed-schedule email went out (once per
-- publish; an edit does not send another).
create table private.blog_post_live (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  state text not null default 'publishing'
    constraint blog_post_live_state check (state in ('publishing', 'live', 'not_live')),
  reason text,
  since timestamptz not null default now(),
  checked_at timestamptz,
  missed_notified_at timestamptz
);
create index blog_post_live_pending_idx on private.blog_post_live (since) where state <> 'live';
revoke all on table private.blog_post_live from public, anon, authenticated, service_role;

create function private.blog_posts_track_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.published then
    delete from private.blog_post_live where post_id = new.id;
  elsif tg_op = 'INSERT' or not old.published then
    insert into private.blog_post_live (post_id) values (new.id)
      on conflict (post_id) do update
        set state = 'publishing', reason = null, since = now(), checked_at = null,
            missed_notified_at = null;
  elsif (old.title, old.seo_title, old.slug) is distinct from (new.title, new.seo_title, new.slug) then
    insert into private.blog_post_live (post_id) values (new.id)
      on conflict (post_id) do update
        set state = 'publishing', reason = null, since = now(), checked_at = null;
  end if;
  return null;
end
$$;
revoke execute on function private.blog_posts_track_live()
  from public, anon, authenticated, service_role;

create trigger blog_posts_track_live
  after insert or update of published, published_at, title, seo_title, slug on public.blog_posts
  for each row execute function private.blog_posts_track_live();

-- Scheduled drafts 10 minutes past their date (the scheduler did not run) are checked too: they
-- get a row, already not live.
-- The checks due at p_now: every published post not found live yet (for a day after its
-- change), and overdue scheduled drafts. rebuild_error: the deploy hook failed since the post
-- changed (and no rebuild is pending that could still fix it).
create function private.blog_live_checks_due(p_limit integer, p_now timestamptz default now())
returns table (
  post_id uuid,
  slug text,
  title text,
  seo_title text,
  published boolean,
  since timestamptz,
  rebuild_error text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.blog_post_live (post_id, state, reason, since)
    select s.post_id, 'not_live', null, s.publish_at
      from private.blog_post_schedule s
     where s.publish_at <= p_now - interval '10 minutes'
    -- By the constraint's name: post_id is also an output column here.
    on conflict on constraint blog_post_live_pkey do nothing;
  return query
    select p.id, p.slug, p.title, p.seo_title, p.published, l.since,
           case when r.last_finished_at >= l.since and r.pending_since is null then r.last_error end
      from private.blog_post_live l
      join public.blog_posts p on p.id = l.post_id
      cross join private.site_rebuild r
     where l.state <> 'live'
       and l.since > p_now - interval '1 day'
     order by l.since
     limit p_limit;
end
$$;
revoke execute on function private.blog_live_checks_due(integer, timestamptz)
  from public, anon, authenticated;
grant execute on function private.blog_live_checks_due(integer, timestamptz) to service_role;

-- Records one check: live (p_reason null), or not with the reason. Not live stays Publishing…
-- while p_waiting (the rebuild was asked for and a host's build takes minutes) and less than 10
-- minutes have passed; past that, or with nothing to wait for (the hook failed, the scheduler
-- missed), it is Not live, and the first time past 10 minutes every admin gets the email given.
-- Answers the state recorded.
create function private.record_blog_live_check(
  p_post_id uuid,
  p_waiting boolean,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_reason text default null,
  p_now timestamptz default now()
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  live private.blog_post_live;
  overdue boolean;
  recipients text[];
begin
  select * into live from private.blog_post_live where post_id = p_post_id for update;
  if not found then
    return null;
  end if;
  if p_reason is null then
    update private.blog_post_live
       set state = 'live', reason = null, checked_at = p_now
     where post_id = p_post_id;
    return 'live';
  end if;
  overdue := live.since <= p_now - interval '10 minutes';
  update private.blog_post_live
     set state = case when p_waiting and not overdue then 'publishing' else 'not_live' end,
         reason = p_reason,
         checked_at = p_now
   where post_id = p_post_id;
  if overdue and live.missed_notified_at is null then
    recipients := private.admin_emails();
    if cardinality(recipients) > 0 then
      insert into private.email_outbox (kind, to_addresses, subject, html, text)
        values ('missed_schedule', recipients, p_email_subject, p_email_html, p_email_text);
    end if;
    update private.blog_post_live set missed_notified_at = p_now where post_id = p_post_id;
  end if;
  return case when p_waiting and not overdue then 'publishing' else 'not_live' end;
end
$$;
revoke execute on function private.record_blog_live_check(uuid, boolean, text, text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function private.record_blog_live_check(uuid, boolean, text, text, text, text, timestamptz)
  to service_role;

-- The API's entry points for the worker (service role), invoker wrappers as elsewhere.
create function public.blog_live_checks_due(p_limit integer, p_now timestamptz default now())
returns table (
  post_id uuid,
  slug text,
  title text,
  seo_title text,
  published boolean,
  since timestamptz,
  rebuild_error text
)
language sql
volatile
security invoker
set search_path = ''
as $$ select * from private.blog_live_checks_due(p_limit, p_now) $$;
revoke execute on function public.blog_live_checks_due(integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.blog_live_checks_due(integer, timestamptz) to service_role;

create function public.record_blog_live_check(
  p_post_id uuid,
  p_waiting boolean,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_reason text default null,
  p_now timestamptz default now()
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.record_blog_live_check(
    p_post_id, p_waiting, p_email_subject, p_email_html, p_email_text, p_reason, p_now
  )
$$;
revoke execute on function public.record_blog_live_check(uuid, boolean, text, text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_blog_live_check(uuid, boolean, text, text, text, text, timestamptz)
  to service_role;

-- The posts table (admins): each checked post's state and reason.
create function private.blog_post_live_states()
returns table (post_id uuid, state text, reason text)
language sql
stable
security definer
set search_path = ''
as $$
  select l.post_id, l.state, l.reason from private.blog_post_live l
   where (select private.is_admin())
$$;
revoke execute on function private.blog_post_live_states() from public, anon, service_role;
grant execute on function private.blog_post_live_states() to authenticated;

create function public.blog_post_live_states()
returns table (post_id uuid, state text, reason text)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.blog_post_live_states() $$;
revoke execute on function public.blog_post_live_states() from public, anon, service_role;
grant execute on function public.blog_post_live_states() to authenticated;

alter table private.email_outbox
  drop constraint email_outbox_kind,
  add constraint email_outbox_kind check (kind in (
    'workshop_confirmation', 'contact_notification',
    'credit_receipt', 'credit_purchase_alert', 'credit_refund_alert',
    'missed_schedule'
  ));

-- Supabase Cron calls blog-live-check every minute with the secret key (as credits-handoff).
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: blog-live-check is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'blog-live-check',
    '* * * * *',
    $command$
      with server_key as (
        select coalesce(
          (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
          (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ) as value
      )
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/blog-live-check',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'apikey', server_key.value,
          'Authorization', 'Bearer ' || server_key.value
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 10000
      )
      from server_key
    $command$
  );
end
$migration$;
