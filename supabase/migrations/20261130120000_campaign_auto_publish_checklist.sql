-- Auto-publish runs the publish checklist. The campaign writer (service role) runs the shared
-- publishChecklist on each article of a campaign with auto_publish on, with the near-duplicate
-- lookup below, and publishes only when no blocking check fails. Otherwise the draft keeps the
-- ids of the checks that failed, so the portal can say why it was not published.

-- The blocking check ids (as publishChecklist names them) that kept an auto-published
-- campaign's draft a draft; null when auto-publish did not hold the post back. Admins read it
-- (visitors never: it is not in their column grant); publishing the post clears it.
alter table public.blog_posts
  add column auto_publish_failures text[];

grant select (auto_publish_failures) on table public.blog_posts to authenticated;

create function private.blog_posts_clear_auto_publish_failures()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published then
    new.auto_publish_failures := null;
  end if;
  return new;
end
$$;

revoke execute on function private.blog_posts_clear_auto_publish_failures()
  from public, anon, authenticated;

create trigger blog_posts_clear_auto_publish_failures
  before insert or update of published on public.blog_posts
  for each row execute function private.blog_posts_clear_auto_publish_failures();

-- The writer asks the same pg_trgm lookup the editor asks before publishing. security invoker:
-- the service role sees every published post, as an admin does.
grant execute on function public.blog_post_near_duplicate(text, text, uuid) to service_role;

-- save_campaign_draft gains p_publish_failures: the blocking checks the article failed. A post
-- is published only when the campaign asked for it (p_published) and nothing failed; the
-- failures are stored only when auto-publish was asked for.
drop function public.save_campaign_draft(
  uuid, text, text, text, text, text, boolean, text, text, integer, integer, timestamptz
);

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
  p_finished_at timestamptz default now(),
  p_publish_failures text[] default '{}'
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
  failures text[] := coalesce(p_publish_failures, '{}');
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
    title, slug, content, meta_description, seo_title, published, author_id, campaign_id,
    auto_publish_failures
  ) values (
    p_title, p_slug, p_content, p_meta_description, p_seo_title,
    p_published and cardinality(failures) = 0,
    campaign.user_id, campaign.id,
    case when p_published and cardinality(failures) > 0 then failures end
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
  uuid, text, text, text, text, text, boolean, text, text, integer, integer, timestamptz, text[]
) from public, anon, authenticated;
grant execute on function public.save_campaign_draft(
  uuid, text, text, text, text, text, boolean, text, text, integer, integer, timestamptz, text[]
) to service_role;
