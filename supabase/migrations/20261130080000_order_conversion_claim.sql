-- The ads conversion of a paid order is sent once: the thank-you page claims it, and only the
-- first claim (the one that sets conversion_reported_at) answers the order, so a second visit,
-- a reload or another tab on the same Checkout Session sends nothing.
alter table public.credit_orders
  add column conversion_reported_at timestamptz;

-- Anyone holding the Checkout Session id (the thank-you page) may claim, as with
-- credit_order_status; the session id is the only key, and an order that is not paid yet, or
-- was already claimed, answers no row. The update is one statement, so two concurrent claims
-- cannot both win.
create function private.claim_order_conversion(p_session_id text)
returns table (order_id uuid, amount_cents integer, currency text)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.credit_orders o
  set conversion_reported_at = now()
  where o.provider_session_id = p_session_id
    and o.status = 'paid'
    and o.conversion_reported_at is null
  returning o.id, o.amount_cents, o.currency
$$;

revoke execute on function private.claim_order_conversion(text) from public;
grant execute on function private.claim_order_conversion(text) to anon, authenticated;

-- As credit_order_status: the definer stays in private, public has an invoker wrapper that
-- PostgREST serves at /rest/v1/rpc/claim_order_conversion (POST only, being volatile).
create function public.claim_order_conversion(p_session_id text)
returns table (order_id uuid, amount_cents integer, currency text)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.claim_order_conversion(p_session_id)
$$;

revoke execute on function public.claim_order_conversion(text) from public;
grant execute on function public.claim_order_conversion(text) to anon, authenticated;
