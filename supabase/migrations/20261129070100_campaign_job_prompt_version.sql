-- Provenance of AI drafts: beside the model, the version of the prompt that wrote the post
-- (ARTICLE_PROMPT_VERSION in supabase/functions/_shared/campaigns/openai-writer.ts). The post
-- editor's history shows both for the post's original AI draft. Null for jobs run before this.
alter table public.blog_campaign_jobs
  add column prompt_version text;
