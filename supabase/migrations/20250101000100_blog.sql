create table public.blog_campaigns (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  keywords text[] not null default '{}',
  posts_frequency integer not null default 1,
  frequency_period text not null default 'week',
  post_length text not null default 'medium',
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  status text not null default 'active',
  created_at timestamptz not null default now(),
  constraint blog_campaigns_name_not_blank check (char_length(btrim(name)) between 1 and 200),
  constraint blog_campaigns_posts_frequency_min check (posts_frequency >= 1),
  constraint blog_campaigns_frequency_period_valid
    check (frequency_period in ('day', 'week', 'month')),
  constraint blog_campaigns_post_length_valid check (post_length in ('short', 'medium', 'long')),
  constraint blog_campaigns_status_valid check (status in ('active', 'paused', 'completed'))
);

create index blog_campaigns_created_at_idx on public.blog_campaigns (created_at desc);
create index blog_campaigns_status_idx on public.blog_campaigns (status);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  content text not null,
  meta_description text,
  seo_title text,
  featured_image text,
  featured_image_alt text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  campaign_id uuid references public.blog_campaigns (id) on delete set null,
  -- minutes
  reading_time integer,
  constraint blog_posts_title_not_blank check (char_length(btrim(title)) > 0),
  constraint blog_posts_slug_format
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  constraint blog_posts_content_not_blank check (char_length(btrim(content)) > 0),
  constraint blog_posts_reading_time_positive check (reading_time is null or reading_time >= 1)
);

-- The unique constraint on slug already indexes the by-slug lookup.
create index blog_posts_published_created_at_idx on public.blog_posts (published, created_at desc);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index blog_posts_campaign_id_idx on public.blog_posts (campaign_id);
create index blog_posts_author_id_idx on public.blog_posts (author_id);

-- The client sends updated_at too, but the database clock is the one to trust.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

alter table public.blog_campaigns enable row level security;
alter table public.blog_posts enable row level security;

-- Anonymous visitors only ever read; RLS would stop them anyway, this is the second lock.
revoke insert, update, delete, truncate, references, trigger
  on table public.blog_posts, public.blog_campaigns from anon;
revoke truncate, references, trigger
  on table public.blog_posts, public.blog_campaigns from authenticated;

create policy "Published posts are public"
  on public.blog_posts for select
  to anon, authenticated
  using (published);

create policy "Admins can read every post"
  on public.blog_posts for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins can create posts"
  on public.blog_posts for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins can edit posts"
  on public.blog_posts for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete posts"
  on public.blog_posts for delete
  to authenticated
  using ((select public.is_admin()));

create policy "Admins can read campaigns"
  on public.blog_campaigns for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins can create campaigns"
  on public.blog_campaigns for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins can edit campaigns"
  on public.blog_campaigns for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete campaigns"
  on public.blog_campaigns for delete
  to authenticated
  using ((select public.is_admin()));
