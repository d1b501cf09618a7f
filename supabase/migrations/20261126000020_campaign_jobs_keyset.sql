-- A campaign's jobs page by keyset, newest slot first with the id as the tiebreak:
-- the index gains the id, and replaces the one it extends.
drop index public.blog_campaign_jobs_campaign_idx;
create index blog_campaign_jobs_campaign_slot_id_idx
  on public.blog_campaign_jobs (campaign_id, slot desc, id desc);
