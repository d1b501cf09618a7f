-- An order bought from the workshop's offer names the registration it came from, so the
-- workshop funnel can count paid orders per registrant (and per UTM source) in SQL.
alter table public.credit_orders
  add column registration_id uuid
    references public."Webinar Registration" (id) on delete set null;

create index credit_orders_registration_idx on public.credit_orders (registration_id)
  where registration_id is not null;
