-- Every admin list pages on the server: newest first with the id as the tiebreak,
-- both descending, so a page is one index range and a keyset cursor
-- (created_at <= t and (created_at < t or id < i)) starts the scan where the last page ended.
-- Search is ILIKE '%q%' through PostgREST's `ilike`, answered by trigram GIN indexes
-- (pg_trgm: PGlite's contrib, Debian's postgresql-15 and every hosted project have it;
-- Supabase installs extensions into the `extensions` schema).
-- The indexes a new one starts with are dropped: they would only cost every insert.

create extension if not exists pg_trgm with schema extensions;

-- Registrations (1,000,000 rows at scale). "Email" rides along so registration_stats()
-- counts and de-duplicates from the index alone (index-only scans).
drop index public.webinar_registration_created_at_idx;
create index webinar_registration_created_at_id_idx
  on public."Webinar Registration" (created_at desc, id desc) include ("Email");
create index webinar_registration_name_trgm_idx
  on public."Webinar Registration" using gin (name extensions.gin_trgm_ops);
create index webinar_registration_email_trgm_idx
  on public."Webinar Registration" using gin ("Email" extensions.gin_trgm_ops);

-- Inbox.
drop index public.contact_messages_created_at_idx;
create index contact_messages_created_at_id_idx
  on public.contact_messages (created_at desc, id desc);
create index contact_messages_name_trgm_idx
  on public.contact_messages using gin (name extensions.gin_trgm_ops);
create index contact_messages_email_trgm_idx
  on public.contact_messages using gin (email extensions.gin_trgm_ops);

-- Posts: the admin table (all, drafts or published, one campaign's) and the public /blog
-- pages (published, newest first). campaign_id leads its index, which also serves the
-- foreign key.
drop index public.blog_posts_created_at_idx;
drop index public.blog_posts_published_created_at_idx;
drop index public.blog_posts_campaign_id_idx;
create index blog_posts_created_at_id_idx on public.blog_posts (created_at desc, id desc);
create index blog_posts_published_created_at_id_idx
  on public.blog_posts (published, created_at desc, id desc);
create index blog_posts_campaign_created_at_id_idx
  on public.blog_posts (campaign_id, created_at desc, id desc);
create index blog_posts_title_trgm_idx
  on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index blog_posts_slug_trgm_idx
  on public.blog_posts using gin (slug extensions.gin_trgm_ops);

-- Campaigns (tens of rows, but paged like the rest). A campaign's jobs page through
-- blog_campaign_jobs_campaign_idx (campaign_id, slot desc), which exists.
drop index public.blog_campaigns_created_at_idx;
create index blog_campaigns_created_at_id_idx on public.blog_campaigns (created_at desc, id desc);

-- Orders: by status, by buyer email (the one typed at checkout or Stripe's) and by
-- Checkout Session id (a pasted part of cs_... finds it).
drop index public.credit_orders_created_at_idx;
drop index public.credit_orders_status_idx;
create index credit_orders_created_at_id_idx on public.credit_orders (created_at desc, id desc);
create index credit_orders_status_created_at_id_idx
  on public.credit_orders (status, created_at desc, id desc);
create index credit_orders_email_trgm_idx
  on public.credit_orders using gin (email extensions.gin_trgm_ops);
create index credit_orders_customer_email_trgm_idx
  on public.credit_orders using gin (customer_email extensions.gin_trgm_ops);
create index credit_orders_session_trgm_idx
  on public.credit_orders using gin (provider_session_id extensions.gin_trgm_ops);
