-- The Data API roles get exactly what the product uses, table by table and operation by
-- operation. A Supabase project created today grants nothing on new objects in public (changelog
-- 45329), and earlier projects kept the old "grant all" defaults: this migration makes both the
-- same. Everything is revoked first, then granted back; row-level security stays the row guard.
--
-- Who does what (the grant matrix in tests/schema/support/grant-matrix.ts checks every cell):
--   anon          reads published posts (without author_id) and an order's status by its
--                 Checkout Session id (credit_order_status); nothing else.
--   authenticated the admin portal: RLS narrows every grant below to admins, except published
--                 posts, which a signed-in visitor reads like anon.
--   service_role  the edge functions: registrations, contact messages, orders and payment
--                 events, the campaign engine's jobs and drafts, the admin check.
--
-- Every new table, view, sequence or function needs its own grants in its migration (README,
-- "Adding a table").

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- admin_users: the portal asks whether the signed-in user is an admin (RLS shows an admin their
-- row); admin-only functions check the caller. Membership is managed with SQL only.
grant select on table public.admin_users to authenticated, service_role;

-- blog_posts: visitors read published posts, but never author_id (the admin's user id); admins
-- read the same columns and write posts; the campaign engine reads titles and slugs and inserts
-- drafts.
grant select (
  id, title, slug, content, meta_description, seo_title, featured_image, featured_image_alt,
  published, created_at, updated_at, campaign_id, reading_time
) on table public.blog_posts to anon, authenticated;
grant insert, update, delete on table public.blog_posts to authenticated;
grant select, insert on table public.blog_posts to service_role;

-- blog_post_revisions: admins read the history and restore from it; the revision trigger is a
-- security definer and needs no grant.
grant select on table public.blog_post_revisions to authenticated;

-- blog_campaigns: admins list, create, pause and resume campaigns; the engine reads them and
-- marks them completed.
grant select, insert, update on table public.blog_campaigns to authenticated;
grant select, update on table public.blog_campaigns to service_role;

-- blog_campaign_jobs: admins watch the jobs; the engine queues, claims and finishes them.
grant select on table public.blog_campaign_jobs to authenticated;
grant select, insert, update on table public.blog_campaign_jobs to service_role;

-- "Webinar Registration": register-webinar writes, admins read.
grant select on table public."Webinar Registration" to authenticated;
grant insert on table public."Webinar Registration" to service_role;

-- contact_messages: submit-contact writes, admins read.
grant select on table public.contact_messages to authenticated;
grant insert on table public.contact_messages to service_role;

-- credit_orders: create-credit-payment records the order and its Checkout Session;
-- apply_checkout_event (security invoker, called by stripe-webhook) locks and updates it.
grant select on table public.credit_orders to authenticated;
grant select, insert, update on table public.credit_orders to service_role;

-- stripe_events: written only by apply_checkout_event; nobody reads them through the API.
grant select, insert, update on table public.stripe_events to service_role;

-- The reading-time trigger ran as the writer and so needed EXECUTE on blog_reading_time for
-- every writer, which also let anyone call it through /rest/v1/rpc. As a security definer in
-- the unexposed private schema it runs with its owner's rights; nobody else may execute either.
create function private.blog_posts_set_reading_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.reading_time := public.blog_reading_time(new.content);
  return new;
end
$$;

revoke all on function private.blog_posts_set_reading_time()
  from public, anon, authenticated, service_role;

drop trigger blog_posts_set_reading_time on public.blog_posts;
create trigger blog_posts_set_reading_time
  before insert or update on public.blog_posts
  for each row execute function private.blog_posts_set_reading_time();
drop function public.blog_posts_set_reading_time();

-- Functions called through /rest/v1/rpc, each by the one role that calls it.
grant execute on function public.credit_order_status(text) to anon, authenticated;
grant execute on function public.restore_blog_post_revision(uuid) to authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.apply_checkout_event(text, text, text, uuid, integer, text, text)
  to service_role;
grant execute on function public.claim_campaign_job(timestamptz, uuid, interval) to service_role;

-- Helpers in private, which the API does not expose: the definer behind credit_order_status
-- (the public wrapper is security invoker) and is_admin(), which the admins' policies call.
grant execute on function private.credit_order_status(text) to anon, authenticated;
grant execute on function private.is_admin() to authenticated;
