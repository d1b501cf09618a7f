-- Delivering a credit purchase (docs/payments.md): a ledger of credits (a purchase adds the
-- order's credits, a refund takes back its share, an admin may grant), the buyer's receipt and
-- the admins' alerts in the email outbox, and a signed hand-off of every ledger row to the
-- customer app (Standard Webhooks), retried with back-off by the credits-handoff worker. Each is
-- written in the transaction that applies the Stripe event, so a replayed event adds nothing.

alter table public.credit_orders
  add column payment_intent_id text,
  add column refunded_cents integer not null default 0,
  add column refunded_at timestamptz,
  -- The receipt's outbox row (sent rows are deleted after 30 days: a missing row was sent).
  add column receipt_outbox_id uuid,
  drop constraint credit_orders_status_valid,
  add constraint credit_orders_status_valid
    check (status in ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')),
  add constraint credit_orders_refunded_range check (refunded_cents between 0 and amount_cents),
  add constraint credit_orders_payment_intent_unique unique (payment_intent_id),
  add constraint credit_orders_payment_intent_format
    check (payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$');

create table public.credit_ledger (
  id uuid primary key default gen_random_uuid(),
  order_id uuid references public.credit_orders (id) on delete restrict,
  kind text not null,
  -- Positive for a purchase or grant, negative for a refund.
  credits integer not null,
  amount_cents integer not null default 0,
  email text not null,
  stripe_event_id text unique references public.stripe_events (id) on delete restrict,
  granted_by uuid references auth.users (id) on delete set null,
  note text,
  created_at timestamptz not null default now(),
  constraint credit_ledger_kind check (kind in ('purchase', 'refund', 'grant')),
  constraint credit_ledger_sign check ((kind = 'refund') = (credits < 0) and credits <> 0),
  constraint credit_ledger_stripe_event check ((kind = 'grant') = (stripe_event_id is null)),
  constraint credit_ledger_email_length check (char_length(email) between 3 and 320),
  constraint credit_ledger_note_length check (char_length(note) <= 500)
);

-- One purchase row per order, whichever of its events fulfilled it.
create unique index credit_ledger_one_purchase_idx
  on public.credit_ledger (order_id) where kind = 'purchase';
create index credit_ledger_order_id_idx on public.credit_ledger (order_id, created_at);
create index credit_ledger_granted_by_idx on public.credit_ledger (granted_by);

alter table public.credit_ledger enable row level security;
revoke all on table public.credit_ledger from anon, authenticated, service_role;
grant select on table public.credit_ledger to authenticated;
-- Written only by apply_checkout_event / apply_refund_event (security invoker, the webhook).
grant select, insert on table public.credit_ledger to service_role;

create policy "Admins can read the credit ledger"
  on public.credit_ledger for select
  to authenticated
  using ((select private.is_admin()));

-- One hand-off per ledger row; its id is the stable webhook-id the receiver de-duplicates on.
create table private.credit_handoffs (
  id uuid primary key default gen_random_uuid(),
  ledger_id uuid not null unique references public.credit_ledger (id) on delete restrict,
  order_id uuid references public.credit_orders (id) on delete restrict,
  event_type text not null
    constraint credit_handoffs_event_type check (event_type in ('credits.purchased', 'credits.refunded', 'credits.granted')),
  payload jsonb not null,
  -- waiting: not tried yet; failed: the last attempt failed (retried with back-off).
  status text not null default 'waiting'
    constraint credit_handoffs_status check (status in ('waiting', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);

create index credit_handoffs_due_idx on private.credit_handoffs (next_attempt_at)
  where status <> 'delivered';
create index credit_handoffs_order_id_idx on private.credit_handoffs (order_id);

revoke all on table private.credit_handoffs from public, anon, authenticated, service_role;
grant select, update on table private.credit_handoffs to service_role;

alter table private.email_outbox
  drop constraint email_outbox_kind,
  add constraint email_outbox_kind check (kind in (
    'workshop_confirmation', 'contact_notification',
    'credit_receipt', 'credit_purchase_alert', 'credit_refund_alert'
  ));

-- Every admin's address (at most 50), as submit_contact_message tells them.
create function private.admin_emails()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(email order by created_at), '{}') from (
    select u.email::text as email, a.created_at
    from public.admin_users a
    join auth.users u on u.id = a.user_id
    where u.email is not null
    order by a.created_at
    limit 50
  ) admins
$$;

revoke execute on function private.admin_emails() from public;
grant execute on function private.admin_emails() to service_role;

-- An email the function rendered ({subject, html, text}) into the outbox; null when absent.
create function private.queue_email(p_kind text, p_to text[], p_email jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outbox uuid;
begin
  if p_email is null or coalesce(cardinality(p_to), 0) = 0 then
    return null;
  end if;
  insert into private.email_outbox (kind, to_addresses, subject, html, text)
    values (p_kind, p_to, p_email ->> 'subject', p_email ->> 'html', p_email ->> 'text')
    returning id into outbox;
  return outbox;
end
$$;

revoke execute on function private.queue_email(text, text[], jsonb) from public;
grant execute on function private.queue_email(text, text[], jsonb) to service_role;

-- A ledger row's hand-off: the Standard Webhooks payload shape { type, timestamp, data }.
create function private.queue_handoff(p_ledger public.credit_ledger, p_type text, p_extra jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  handoff uuid;
begin
  insert into private.credit_handoffs (ledger_id, order_id, event_type, payload)
    values (
      p_ledger.id,
      p_ledger.order_id,
      p_type,
      jsonb_build_object(
        'type', p_type,
        'timestamp', to_char(p_ledger.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', jsonb_build_object(
          'ledger_id', p_ledger.id,
          'order_id', p_ledger.order_id,
          'email', p_ledger.email,
          'credits', p_ledger.credits,
          'amount_cents', p_ledger.amount_cents,
          'stripe_event_id', p_ledger.stripe_event_id
        ) || coalesce(p_extra, '{}')
      )
    )
    returning id into handoff;
  return handoff;
end
$$;

revoke execute on function private.queue_handoff(public.credit_ledger, text, jsonb) from public;
grant execute on function private.queue_handoff(public.credit_ledger, text, jsonb) to service_role;

drop function public.apply_checkout_event(text, text, text, uuid, integer, text, text);

-- As before (one transition per order, once per event id), and now, when the order turns paid,
-- in the same transaction: its purchase ledger row, the receipt to the buyer (p_receipt) and the
-- alert to every admin (p_alert), both rendered by the webhook, and the hand-off. Answers
-- { outcome, emails: [outbox ids], handoff } so the webhook can try them at once.
create function public.apply_checkout_event(
  p_event_id text,
  p_event_type text,
  p_session_id text,
  p_order_id uuid,
  p_amount_total integer,
  p_payment_status text,
  p_customer_email text,
  p_payment_intent text default null,
  p_receipt jsonb default null,
  p_alert jsonb default null
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_order public.credit_orders%rowtype;
  v_next text;
  v_outcome text;
  v_ledger public.credit_ledger%rowtype;
  v_emails uuid[] := '{}';
  v_receipt uuid;
  v_alert uuid;
  v_handoff uuid;
  v_buyer text;
begin
  insert into public.stripe_events (id, type, session_id, order_id, outcome)
  values (p_event_id, p_event_type, p_session_id, null, 'received')
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate', 'emails', '[]'::jsonb, 'handoff', null);
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
    v_buyer := coalesce(left(nullif(p_customer_email, ''), 320), v_order.customer_email, v_order.email);
    if v_next = 'paid' then
      insert into public.credit_ledger (order_id, kind, credits, amount_cents, email, stripe_event_id)
        values (v_order.id, 'purchase', v_order.credits, v_order.amount_cents, v_buyer, p_event_id)
        returning * into v_ledger;
      v_receipt := private.queue_email('credit_receipt', array[v_buyer], p_receipt);
      v_alert := private.queue_email('credit_purchase_alert', private.admin_emails(), p_alert);
      v_emails := array_remove(array[v_receipt, v_alert], null);
      v_handoff := private.queue_handoff(
        v_ledger,
        'credits.purchased',
        jsonb_build_object('lead_count', v_order.lead_count, 'currency', v_order.currency)
      );
    end if;
    update public.credit_orders
      set status = v_next,
          provider_session_id = p_session_id,
          paid_at = case when v_next = 'paid' then now() end,
          customer_email = coalesce(left(nullif(p_customer_email, ''), 320), customer_email),
          payment_intent_id = case when v_next = 'paid' then p_payment_intent else payment_intent_id end,
          receipt_outbox_id = coalesce(v_receipt, receipt_outbox_id)
      where id = v_order.id;
    v_outcome := case when v_next = 'paid' then 'fulfilled' else v_next end;
  end if;

  update public.stripe_events
    set outcome = v_outcome, order_id = v_order.id
    where id = p_event_id;
  return jsonb_build_object('outcome', v_outcome, 'emails', to_jsonb(v_emails), 'handoff', v_handoff);
end
$$;

revoke execute on function public.apply_checkout_event(
  text, text, text, uuid, integer, text, text, text, jsonb, jsonb
) from public, anon, authenticated;
grant execute on function public.apply_checkout_event(
  text, text, text, uuid, integer, text, text, text, jsonb, jsonb
) to service_role;

-- charge.refunded (full or partial): Stripe sends the charge's cumulative amount_refunded. The
-- part not yet recorded becomes one negative ledger row (the order's credits in proportion,
-- rounded so that a full refund takes back exactly all of them), the order turns refunded or
-- partially_refunded, and the hand-off and the admins' alert (p_alert, rendered by the webhook
-- for the refund it expected: p_expected_refunded_cents) are queued. A charge of no order of
-- ours, or a refund already recorded, changes nothing. If another refund landed between the
-- webhook's read and this call, it fails (40001) and Stripe delivers the event again.
create function public.apply_refund_event(
  p_event_id text,
  p_payment_intent text,
  p_amount_refunded integer,
  p_expected_refunded_cents integer,
  p_alert jsonb default null
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_order public.credit_orders%rowtype;
  v_outcome text;
  v_ledger public.credit_ledger%rowtype;
  v_refunded_credits integer;
  v_alert uuid;
  v_handoff uuid;
  v_next text;
begin
  insert into public.stripe_events (id, type, session_id, order_id, outcome)
  values (p_event_id, 'charge.refunded', null, null, 'received')
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate', 'emails', '[]'::jsonb, 'handoff', null);
  end if;

  select * into v_order from public.credit_orders
    where payment_intent_id = p_payment_intent for update;

  if v_order.id is null then
    v_outcome := 'unknown_charge';
  elsif v_order.status not in ('paid', 'partially_refunded', 'refunded') then
    v_outcome := 'not_paid';
  elsif p_amount_refunded <= v_order.refunded_cents then
    v_outcome := 'already_refunded';
  elsif p_amount_refunded > v_order.amount_cents then
    v_outcome := 'amount_mismatch';
  elsif v_order.refunded_cents <> p_expected_refunded_cents then
    raise exception 'order % was refunded concurrently; retry', v_order.id using errcode = '40001';
  else
    -- Credits taken back so far and after this refund, each in proportion to the money.
    v_refunded_credits :=
      (v_order.credits::bigint * p_amount_refunded / v_order.amount_cents)::integer
      - (v_order.credits::bigint * v_order.refunded_cents / v_order.amount_cents)::integer;
    v_next := case when p_amount_refunded = v_order.amount_cents then 'refunded' else 'partially_refunded' end;
    if v_refunded_credits > 0 then
      insert into public.credit_ledger (order_id, kind, credits, amount_cents, email, stripe_event_id)
        values (
          v_order.id, 'refund', -v_refunded_credits, -(p_amount_refunded - v_order.refunded_cents),
          coalesce(v_order.customer_email, v_order.email), p_event_id
        )
        returning * into v_ledger;
      v_handoff := private.queue_handoff(
        v_ledger,
        'credits.refunded',
        jsonb_build_object('refunded_cents_total', p_amount_refunded, 'order_status', v_next,
          'currency', v_order.currency)
      );
    end if;
    v_alert := private.queue_email('credit_refund_alert', private.admin_emails(), p_alert);
    update public.credit_orders
      set status = v_next, refunded_cents = p_amount_refunded, refunded_at = now()
      where id = v_order.id;
    v_outcome := v_next;
  end if;

  update public.stripe_events set outcome = v_outcome, order_id = v_order.id where id = p_event_id;
  return jsonb_build_object(
    'outcome', v_outcome,
    'emails', to_jsonb(array_remove(array[v_alert], null)),
    'handoff', v_handoff
  );
end
$$;

revoke execute on function public.apply_refund_event(text, text, integer, integer, jsonb)
  from public, anon, authenticated;
grant execute on function public.apply_refund_event(text, text, integer, integer, jsonb)
  to service_role;

-- The worker's claim (as claim_email_outbox): due hand-offs, or only p_id, which an admin's
-- Retry may take before its back-off ends. Leased and counted as an attempt.
create function public.claim_credit_handoffs(
  p_limit integer,
  p_lease_seconds integer,
  p_id uuid default null
)
returns table (id uuid, event_type text, payload jsonb, attempts integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query
    update private.credit_handoffs h
      set locked_until = now() + make_interval(secs => p_lease_seconds),
          attempts = h.attempts + 1
      where h.id in (
        select d.id from private.credit_handoffs d
        where d.status <> 'delivered'
          and (d.next_attempt_at <= now() or d.id = p_id)
          and (d.locked_until is null or d.locked_until <= now())
          and (p_id is null or d.id = p_id)
        order by d.next_attempt_at
        limit greatest(p_limit, 0)
        for update skip locked
      )
      returning h.id, h.event_type, h.payload, h.attempts;
end
$$;

revoke execute on function public.claim_credit_handoffs(integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_credit_handoffs(integer, integer, uuid) to service_role;

-- The outcome of a claimed hand-off: delivered, or failed with the receiver's error and retried
-- after 30 s, 1, 2, 4 ... minutes, at most an hour apart (the outbox's back-off); never given
-- up. The order's updated_at moves too, so the portal's live Orders list shows it.
create function public.finish_credit_handoff(p_id uuid, p_error text default null)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_order uuid;
begin
  update private.credit_handoffs h
    set status = case when p_error is null then 'delivered' else 'failed' end,
        delivered_at = case when p_error is null then now() end,
        last_error = left(p_error, 500),
        locked_until = null,
        next_attempt_at = case
          when p_error is null then h.next_attempt_at
          else now() + make_interval(secs => least(3600, 30 * power(2, least(h.attempts, 20) - 1)))
        end
    where h.id = p_id and h.status <> 'delivered'
    returning h.order_id into v_order;
  update public.credit_orders set updated_at = now() where id = v_order;
end
$$;

revoke execute on function public.finish_credit_handoff(uuid, text) from public, anon, authenticated;
grant execute on function public.finish_credit_handoff(uuid, text) to service_role;

-- The Orders page (admins): per order, whether its receipt was sent and each hand-off's state.
-- Non-admins get no rows.
create function private.credit_order_deliveries(p_order_ids uuid[])
returns table (order_id uuid, receipt text, handoffs jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id,
    case
      when o.receipt_outbox_id is null then null
      when e.id is null or e.status = 'sent' then 'sent'
      else 'waiting'
    end,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', h.id,
        'type', h.event_type,
        'status', h.status,
        'attempts', h.attempts,
        'last_error', h.last_error,
        'delivered_at', h.delivered_at
      ) order by h.created_at)
      from private.credit_handoffs h
      where h.order_id = o.id
    ), '[]'::jsonb)
  from public.credit_orders o
  left join private.email_outbox e on e.id = o.receipt_outbox_id
  where (select private.is_admin())
    and o.id = any (p_order_ids[1:200])
$$;

revoke execute on function private.credit_order_deliveries(uuid[]) from public;
grant execute on function private.credit_order_deliveries(uuid[]) to authenticated;

create function public.credit_order_deliveries(p_order_ids uuid[])
returns table (order_id uuid, receipt text, handoffs jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.credit_order_deliveries(p_order_ids)
$$;

revoke execute on function public.credit_order_deliveries(uuid[]) from public, anon;
grant execute on function public.credit_order_deliveries(uuid[]) to authenticated;

-- Supabase Cron runs the hand-off worker every minute, as it runs email-outbox.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: credits-handoff is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'credits-handoff',
    '* * * * *',
    $command$
      with server_key as (
        select coalesce(
          (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
          (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ) as value
      )
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/credits-handoff',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'apikey', server_key.value,
          'Authorization', 'Bearer ' || server_key.value
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 10000
      )
      from server_key
    $command$
  );
end
$migration$;
