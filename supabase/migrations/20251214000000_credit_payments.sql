-- Credit top-up payments: what an order buys, the buyer's checkout key (one order and one
-- Checkout Session per purchase attempt, however often it is sent), and the Stripe events
-- that moved it, so a webhook delivered twice, or two at once, fulfils an order only once.
alter table public.credit_orders
  add column credits integer,
  add column is_agency_annual boolean not null default false,
  add column checkout_key text,
  add column customer_email text,
  add column paid_at timestamptz;

update public.credit_orders set credits = lead_count * 60 where credits is null;

alter table public.credit_orders
  alter column credits set not null,
  add constraint credit_orders_credits_per_lead check (credits = lead_count * 60),
  add constraint credit_orders_checkout_key_unique unique (checkout_key),
  add constraint credit_orders_checkout_key_format check (checkout_key ~ '^[A-Za-z0-9_-]{8,100}$'),
  add constraint credit_orders_customer_email_length check (char_length(customer_email) <= 320),
  drop constraint credit_orders_status_valid,
  add constraint credit_orders_status_valid
    check (status in ('pending', 'paid', 'failed', 'expired'));

-- One row per Stripe event id: the insert is the exactly-once gate.
create table public.stripe_events (
  id text primary key,
  type text not null,
  session_id text,
  order_id uuid references public.credit_orders (id) on delete set null,
  outcome text not null,
  received_at timestamptz not null default now(),
  constraint stripe_events_id_format check (char_length(id) between 1 and 255),
  constraint stripe_events_type_length check (char_length(type) between 1 and 255)
);

create index stripe_events_order_id_idx on public.stripe_events (order_id);

alter table public.stripe_events enable row level security;

revoke insert, update, delete, truncate, references, trigger
  on table public.stripe_events from anon, authenticated;

create policy "Admins can read payment events"
  on public.stripe_events for select
  to authenticated
  using ((select public.is_admin()));

-- Applies one verified Checkout Session event in one transaction. A second delivery of the
-- same event id finds its row and changes nothing; a concurrent copy waits on that row's lock
-- and then does the same. Different events of one session serialise on the order row, and
-- only a pending order moves, so an order is paid (fulfilled) at most once. Only the service
-- role (the webhook) may call it, with its own privileges: no security definer needed.
create function public.apply_checkout_event(
  p_event_id text,
  p_event_type text,
  p_session_id text,
  p_order_id uuid,
  p_amount_total integer,
  p_payment_status text,
  p_customer_email text
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_order public.credit_orders%rowtype;
  v_next text;
  v_outcome text;
begin
  insert into public.stripe_events (id, type, session_id, order_id, outcome)
  values (p_event_id, p_event_type, p_session_id, null, 'received')
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  select * into v_order from public.credit_orders where id = p_order_id for update;
  v_next := case
    when p_event_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded')
      and p_payment_status in ('paid', 'no_payment_required') then 'paid'
    when p_event_type = 'checkout.session.async_payment_failed' then 'failed'
    when p_event_type = 'checkout.session.expired' then 'expired'
  end;

  if v_order.id is null then
    v_outcome := 'unknown_order';
  elsif v_order.provider_session_id is not null and v_order.provider_session_id <> p_session_id then
    v_outcome := 'session_mismatch';
  elsif v_next is null then
    v_outcome := 'awaiting_payment';
  elsif v_order.status <> 'pending' then
    v_outcome := 'already_' || v_order.status;
  elsif v_next = 'paid' and p_amount_total is distinct from v_order.amount_cents then
    v_outcome := 'amount_mismatch';
  else
    update public.credit_orders
      set status = v_next,
          provider_session_id = p_session_id,
          paid_at = case when v_next = 'paid' then now() end,
          customer_email = coalesce(left(nullif(p_customer_email, ''), 320), customer_email)
      where id = v_order.id;
    v_outcome := case when v_next = 'paid' then 'fulfilled' else v_next end;
  end if;

  update public.stripe_events
    set outcome = v_outcome, order_id = v_order.id
    where id = p_event_id;
  return v_outcome;
end
$$;

revoke execute on function public.apply_checkout_event(text, text, text, uuid, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.apply_checkout_event(text, text, text, uuid, integer, text, text)
  to service_role;

-- The thank-you page's order read: only someone holding the (unguessable) Checkout Session
-- id learns that order's leads, credits, amount and status; no id, no row.
create function public.credit_order_status(p_session_id text)
returns table (
  lead_count integer,
  credits integer,
  amount_cents integer,
  currency text,
  status text
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.lead_count, o.credits, o.amount_cents, o.currency, o.status
  from public.credit_orders o
  where char_length(p_session_id) between 10 and 255
    and o.provider_session_id = p_session_id
$$;

revoke execute on function public.credit_order_status(text) from public;
grant execute on function public.credit_order_status(text) to anon, authenticated, service_role;

-- The admin Orders list refetches on any change (admins' select policy decides delivery).
alter publication supabase_realtime add table public.credit_orders;
