-- One row per checkout session, written by the create-credit-payment function (service
-- role) with the price it computed itself, so every charge can be traced back.
create table public.credit_orders (
  id uuid primary key default gen_random_uuid(),
  lead_count integer not null,
  tier text not null,
  amount_cents integer not null,
  currency text not null default 'usd',
  email text not null,
  status text not null default 'pending',
  provider_session_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint credit_orders_lead_count_range check (lead_count between 1 and 500000),
  constraint credit_orders_tier_not_blank check (char_length(btrim(tier)) between 1 and 50),
  -- The minimum spend is $100.
  constraint credit_orders_amount_minimum check (amount_cents >= 10000),
  constraint credit_orders_currency_code check (currency ~ '^[a-z]{3}$'),
  constraint credit_orders_email_length check (char_length(email) between 3 and 320),
  constraint credit_orders_status_valid check (status in ('pending', 'paid', 'expired'))
);

create index credit_orders_created_at_idx on public.credit_orders (created_at desc);
create index credit_orders_status_idx on public.credit_orders (status);

create trigger credit_orders_set_updated_at
  before update on public.credit_orders
  for each row execute function public.set_updated_at();

alter table public.credit_orders enable row level security;

revoke insert, update, delete, truncate, references, trigger
  on table public.credit_orders from anon, authenticated;

create policy "Admins can read orders"
  on public.credit_orders for select
  to authenticated
  using ((select public.is_admin()));
