-- A post's publish date, and scheduled publishing (docs/blog.md, "Publish date and scheduling").
--
-- published_at is null until a post is first published; then it is the date the post shows,
-- its feed and JSON-LD date, and the public list's order. Publishing sets it to now when it is
-- empty (or in the future: publishing a scheduled post early makes it live now); unpublishing
-- and publishing again keep it. An admin may edit it.
--
-- A draft whose published_at is in the future is scheduled: private.blog_post_schedule holds
-- it, and private.publish_due_posts() (Supabase Cron every minute on a hosted project; the local
-- stack's cron runs the same function) publishes it when the time comes, which marks the site
-- for a rebuild as any publish does. Unpublishing, clearing or moving the date to the past, or
-- deleting the post cancels the schedule.

alter table public.blog_posts add column published_at timestamptz;

-- Published posts take their creation date, the date they showed until now. Without the
-- triggers: this is no edit (no revision, no new updated_at, no rebuild request).
alter table public.blog_posts disable trigger user;
update public.blog_posts set published_at = created_at where published;
alter table public.blog_posts enable trigger user;

-- The public list, the feed and the sitemap read published posts newest published first.
create index blog_posts_published_at_id_idx
  on public.blog_posts (published_at desc, id desc) where published;

-- Visitors and admins read the date with the other public columns (author_id stays hidden).
grant select (published_at) on table public.blog_posts to anon, authenticated;

create function private.blog_posts_set_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and (new.published_at is null or new.published_at > now()) then
    new.published_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.blog_posts_set_published_at()
  from public, anon, authenticated, service_role;

create trigger blog_posts_set_published_at
  before insert or update of published, published_at on public.blog_posts
  for each row execute function private.blog_posts_set_published_at();

-- The scheduled drafts: one row per post, kept by the trigger below from the post itself.
create table private.blog_post_schedule (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  publish_at timestamptz not null
);
create index blog_post_schedule_publish_at_idx on private.blog_post_schedule (publish_at);
revoke all on table private.blog_post_schedule from public, anon, authenticated, service_role;

create function private.blog_posts_track_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.published and new.published_at is not null and new.published_at > now() then
    insert into private.blog_post_schedule (post_id, publish_at)
      values (new.id, new.published_at)
      on conflict (post_id) do update set publish_at = excluded.publish_at;
  else
    delete from private.blog_post_schedule where post_id = new.id;
  end if;
  return null;
end
$$;
revoke execute on function private.blog_posts_track_schedule()
  from public, anon, authenticated, service_role;

create trigger blog_posts_track_schedule
  after insert or update of published, published_at on public.blog_posts
  for each row execute function private.blog_posts_track_schedule();

-- Publishes every scheduled draft due at p_now (the clock; tests pass one ahead of the real
-- one) and returns how many. A post keeps its scheduled date when published on time or late;
-- one published before its date (a clock ahead) gets now, as a manual publish does.
create function private.publish_due_posts(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published_count integer;
begin
  update public.blog_posts p
     set published = true
    from private.blog_post_schedule s
   where s.post_id = p.id
     and s.publish_at <= p_now
     and not p.published;
  get diagnostics published_count = row_count;
  return published_count;
end
$$;
revoke execute on function private.publish_due_posts(timestamptz)
  from public, anon, authenticated, service_role;

-- Supabase Cron runs the scheduler every minute (plain SQL: no function call, no key). Where
-- pg_cron is missing (the embedded local stack, whose cron service runs the same function)
-- nothing is scheduled here.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron not available: publish-scheduled-posts is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('publish-scheduled-posts', '* * * * *', 'select private.publish_due_posts()');
end
$migration$;
