-- Issue 29 item 4: a campaign's cadence has an upper bound, and the worker serves campaigns
-- fairly, so one campaign's backlog cannot hold up the others.

-- At most 10 posts a day, whatever the period: 10 a day, 70 a week, 280 a month (a month
-- counts as its shortest, 28 days). The same rule as supabase/functions/_shared/campaigns/
-- cadence-limit.ts, which the campaign form and the scheduler use. Existing campaigns above
-- the bound are brought down to it first.
update public.blog_campaigns
  set posts_frequency = case frequency_period
    when 'day' then 10
    when 'week' then 70
    else 280
  end
  where posts_frequency > case frequency_period
    when 'day' then 10
    when 'week' then 70
    else 280
  end;

alter table public.blog_campaigns
  add constraint blog_campaigns_posts_frequency_max check (
    posts_frequency <= case frequency_period
      when 'day' then 10
      when 'week' then 70
      when 'month' then 280
    end
  );

-- The claim serves the campaign that was served longest ago (or never) first, then the oldest
-- due job: round-robin across campaigns with due jobs. Same signature, same callers (the
-- service role only).
create or replace function public.claim_campaign_job(
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
    order by
      (
        select max(served.claimed_at)
        from public.blog_campaign_jobs as served
        where served.campaign_id = candidate.campaign_id
      ) asc nulls first,
      candidate.run_after,
      candidate.slot
    limit 1
    for update of candidate skip locked
  )
  returning job.id
$$;

revoke execute on function public.claim_campaign_job(timestamptz, uuid, interval)
  from public, anon, authenticated;
grant execute on function public.claim_campaign_job(timestamptz, uuid, interval) to service_role;

-- The "last served" lookup of the claim, per campaign.
create index blog_campaign_jobs_served_idx
  on public.blog_campaign_jobs (campaign_id, claimed_at desc nulls last);
