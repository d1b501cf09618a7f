-- The campaign engine: every article a campaign writes is one job row, so the cadence, the
-- retries and the admin's view all read the same record. The service role (edge functions)
-- writes jobs; admins read them, and act on them through the generate-blog-post function.

-- Drafts wait for a human unless the admin opts in (search engines penalise unreviewed bulk
-- content). resumed_at: slots that fell due while a campaign was paused are not made up later.
alter table public.blog_campaigns
  add column auto_publish boolean not null default false,
  add column resumed_at timestamptz;

create function public.blog_campaigns_mark_resumed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'active' and old.status is distinct from 'active' then
    new.resumed_at := now();
  end if;
  return new;
end
$$;

create trigger blog_campaigns_mark_resumed
  before update of status on public.blog_campaigns
  for each row execute function public.blog_campaigns_mark_resumed();

create table public.blog_campaign_jobs (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.blog_campaigns (id) on delete cascade,
  -- The cadence slot this job fills ('schedule'), or the moment an admin asked for it ('manual').
  slot timestamptz not null,
  trigger text not null default 'schedule',
  status text not null default 'queued',
  attempts integer not null default 0,
  -- Not claimed before this time: the back-off after a failed attempt.
  run_after timestamptz not null default now(),
  keyword text,
  error text,
  post_id uuid references public.blog_posts (id) on delete set null,
  model text,
  claimed_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Two scheduler ticks for one slot can never make two jobs (or two posts).
  constraint blog_campaign_jobs_one_per_slot unique (campaign_id, slot),
  constraint blog_campaign_jobs_trigger_valid check (trigger in ('schedule', 'manual')),
  constraint blog_campaign_jobs_status_valid
    check (status in ('queued', 'running', 'succeeded', 'failed')),
  constraint blog_campaign_jobs_attempts_min check (attempts >= 0)
);

create index blog_campaign_jobs_claim_idx on public.blog_campaign_jobs (status, run_after);
create index blog_campaign_jobs_campaign_idx on public.blog_campaign_jobs (campaign_id, slot desc);
create index blog_campaign_jobs_post_idx on public.blog_campaign_jobs (post_id);

create trigger blog_campaign_jobs_set_updated_at
  before update on public.blog_campaign_jobs
  for each row execute function public.set_updated_at();

alter table public.blog_campaign_jobs enable row level security;

revoke insert, update, delete, truncate, references, trigger
  on table public.blog_campaign_jobs from anon, authenticated;

create policy "Admins can read campaign jobs"
  on public.blog_campaign_jobs for select
  to authenticated
  using ((select public.is_admin()));

alter publication supabase_realtime add table public.blog_campaign_jobs;

-- Claims one due job for a worker and returns its id (null when nothing is due). `for update skip locked` lets any number of workers run at
-- once without two of them taking the same job; a job left 'running' by a worker that died is
-- taken again after p_stale_after. Paused and completed campaigns hold their scheduled jobs.
create function public.claim_campaign_job(
  p_now timestamptz default now(),
  p_job_id uuid default null,
  p_stale_after interval default interval '15 minutes'
)
returns uuid
language sql
volatile
set search_path = ''
as $$
  update public.blog_campaign_jobs as job
  set status = 'running', attempts = job.attempts + 1, claimed_at = p_now
  where job.id = (
    select candidate.id
    from public.blog_campaign_jobs as candidate
    join public.blog_campaigns as campaign on campaign.id = candidate.campaign_id
    where (
        (candidate.status = 'queued' and candidate.run_after <= p_now)
        or (candidate.status = 'running' and candidate.claimed_at < p_now - p_stale_after)
      )
      and (p_job_id is null or candidate.id = p_job_id)
      and (campaign.status = 'active' or candidate.trigger = 'manual')
    order by candidate.run_after, candidate.slot
    limit 1
    for update of candidate skip locked
  )
  returning job.id
$$;

revoke execute on function public.claim_campaign_job(timestamptz, uuid, interval)
  from public, anon, authenticated;
grant execute on function public.claim_campaign_job(timestamptz, uuid, interval) to service_role;
