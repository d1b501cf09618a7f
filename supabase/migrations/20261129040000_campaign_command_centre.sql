-- The campaign command centre: admins edit and delete campaigns, order their keyword queue,
-- give the cadence weekdays, a time of day and a time zone, and may cap a month's articles or
-- tokens. Jobs record the provider's token usage; a draft's first revision names the model and
-- prompt version that wrote it; a draft and its job's success are saved in one transaction.

-- Cadence preferences. Empty weekdays and no time of day keep the even spread from creation.
-- Weekdays: 0 Sunday .. 6 Saturday, as JavaScript's getDay().
alter table public.blog_campaigns
  add column preferred_weekdays smallint[] not null default '{}',
  add column time_of_day time,
  add column time_zone text not null default 'UTC',
  add column monthly_article_cap integer,
  add column monthly_token_cap integer,
  add constraint blog_campaigns_weekdays_valid
    check (preferred_weekdays <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]),
  add constraint blog_campaigns_article_cap_min
    check (monthly_article_cap is null or monthly_article_cap >= 1),
  add constraint blog_campaigns_token_cap_min
    check (monthly_token_cap is null or monthly_token_cap >= 1);

-- Keywords are bounded (each becomes a prompt): at most 500, each 1 to 100 characters once
-- trimmed. The same bound as supabase/functions/_shared/domain/campaigns/keywords.ts, which the
-- form and the engine use. NOT VALID: a campaign saved before the bound keeps its keywords and
-- its articles; its next edit must bring it within the bound.
create function private.campaign_keywords_bounded(keywords text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(keywords), 0) <= 500
    and not exists (
      select 1 from unnest(keywords) as k
      where char_length(btrim(k)) < 1 or char_length(k) > 100
    )
$$;

revoke execute on function private.campaign_keywords_bounded(text[]) from public, anon;
grant execute on function private.campaign_keywords_bounded(text[]) to authenticated, service_role;

alter table public.blog_campaigns
  add constraint blog_campaigns_keywords_bounded
    check (private.campaign_keywords_bounded(keywords)) not valid;

-- An unknown time zone is refused with a message naming it (Postgres' own zone names, the IANA
-- database the browser's Intl also uses).
create function private.blog_campaigns_check_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform now() at time zone new.time_zone;
  return new;
exception when invalid_parameter_value then
  raise exception 'Unknown time zone: %', new.time_zone using errcode = '23514';
end
$$;

revoke execute on function private.blog_campaigns_check_time_zone() from public, anon, authenticated;

create trigger blog_campaigns_check_time_zone
  before insert or update of time_zone on public.blog_campaigns
  for each row execute function private.blog_campaigns_check_time_zone();

-- A completed campaign that gains a keyword without an article is active again (from now:
-- resumed_at, so it does not catch up on the slots it skipped while completed).
create function private.blog_campaigns_reactivate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'completed' and new.status = 'completed'
    and new.keywords is distinct from old.keywords
    and exists (
      select 1 from unnest(new.keywords) as k
      where not exists (
        select 1 from public.blog_campaign_jobs as job
        where job.campaign_id = new.id and job.status = 'succeeded' and job.keyword = k
      )
    ) then
    new.status := 'active';
    new.resumed_at := now();
  end if;
  return new;
end
$$;

revoke execute on function private.blog_campaigns_reactivate() from public, anon, authenticated;

create trigger blog_campaigns_reactivate
  before update of keywords on public.blog_campaigns
  for each row execute function private.blog_campaigns_reactivate();

-- Admins delete campaigns (the policy exists since the first migration); the posts stay, their
-- campaign_id set null by the foreign key, and the jobs go with the campaign.
grant delete on table public.blog_campaigns to authenticated;

-- What each job cost: the provider's usage over all its attempts, and the prompt version.
alter table public.blog_campaign_jobs
  add column prompt_tokens integer not null default 0,
  add column completion_tokens integer not null default 0,
  add column prompt_version text,
  add constraint blog_campaign_jobs_tokens_min check (prompt_tokens >= 0 and completion_tokens >= 0);

-- The month's usage of a campaign is read by slot.
create index blog_campaign_jobs_campaign_slot_status_idx
  on public.blog_campaign_jobs (campaign_id, slot, status);

-- Which model and prompt wrote an AI draft, on its first revision.
alter table public.blog_post_revisions
  add column model text,
  add column prompt_version text;

-- Stamps the first revision of a new AI draft with the model and prompt version. security
-- definer: revisions are written by the revision trigger alone, and nobody else may update them;
-- in private, so the API cannot call it, and only the engine (service role) may execute it.
create function private.stamp_ai_revision(p_post_id uuid, p_model text, p_prompt_version text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.blog_post_revisions
    set model = p_model, prompt_version = p_prompt_version
    where post_id = p_post_id and revision_number = 1 and kind = 'ai_draft'
$$;

revoke execute on function private.stamp_ai_revision(uuid, text, text)
  from public, anon, authenticated;
grant execute on function private.stamp_ai_revision(uuid, text, text) to service_role;

-- A campaign job's draft and its 'succeeded' state in one transaction: a worker that dies
-- between the two can no longer leave a post behind that its retry writes again. A job that is
-- already succeeded (a stale claim finishing late) returns its post and writes nothing.
-- A taken slug raises 23505 and rolls everything back; the caller tries the next slug.
create function public.save_campaign_draft(
  p_job_id uuid,
  p_title text,
  p_slug text,
  p_content text,
  p_meta_description text,
  p_seo_title text,
  p_published boolean,
  p_model text,
  p_prompt_version text,
  p_prompt_tokens integer,
  p_completion_tokens integer,
  p_finished_at timestamptz default now()
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  job public.blog_campaign_jobs;
  campaign public.blog_campaigns;
  new_post uuid;
begin
  select * into job from public.blog_campaign_jobs where id = p_job_id for update;
  if not found then
    raise exception 'Job % not found', p_job_id using errcode = 'P0002';
  end if;
  if job.status = 'succeeded' and job.post_id is not null then
    return job.post_id;
  end if;
  select * into campaign from public.blog_campaigns where id = job.campaign_id;

  insert into public.blog_posts (
    title, slug, content, meta_description, seo_title, published, author_id, campaign_id
  ) values (
    p_title, p_slug, p_content, p_meta_description, p_seo_title, p_published,
    campaign.user_id, campaign.id
  )
  returning id into new_post;

  perform private.stamp_ai_revision(new_post, p_model, p_prompt_version);

  update public.blog_campaign_jobs
    set status = 'succeeded', error = null, post_id = new_post, model = p_model,
      prompt_version = p_prompt_version,
      prompt_tokens = prompt_tokens + greatest(coalesce(p_prompt_tokens, 0), 0),
      completion_tokens = completion_tokens + greatest(coalesce(p_completion_tokens, 0), 0),
      finished_at = p_finished_at
    where id = p_job_id;
  return new_post;
end
$$;

revoke execute on function public.save_campaign_draft(
  uuid, text, text, text, text, text, boolean, text, text, integer, integer, timestamptz
) from public, anon, authenticated;
grant execute on function public.save_campaign_draft(
  uuid, text, text, text, text, text, boolean, text, text, integer, integer, timestamptz
) to service_role;
