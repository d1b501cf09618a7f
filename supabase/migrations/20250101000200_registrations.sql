-- The table name (with its space) and the "Email" column are the ones the portal has
-- always read; they are kept exactly.
create table public."Webinar Registration" (
  id uuid primary key default gen_random_uuid(),
  name text,
  "Email" text,
  webinar_title text,
  created_at timestamptz not null default now(),
  constraint webinar_registration_name_length check (char_length(name) <= 200),
  constraint webinar_registration_email_length check (char_length("Email") <= 320),
  constraint webinar_registration_webinar_title_length check (char_length(webinar_title) <= 200)
);

create index webinar_registration_created_at_idx on public."Webinar Registration" (created_at desc);

alter table public."Webinar Registration" enable row level security;

-- Registrations arrive only through the register-webinar function (service role).
revoke insert, update, delete, truncate, references, trigger
  on table public."Webinar Registration" from anon, authenticated;

create policy "Admins can read registrations"
  on public."Webinar Registration" for select
  to authenticated
  using ((select public.is_admin()));
