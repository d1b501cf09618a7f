create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint contact_messages_email_format
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_messages_subject_length check (char_length(btrim(subject)) between 1 and 200),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000)
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

-- Visitors may only supply the four form fields: id and created_at stay server-made.
revoke insert, update, delete, truncate, references, trigger
  on table public.contact_messages from anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;

-- The length limits live in the table's check constraints (clear 23514 errors); the
-- policy itself admits any row that passes them.
create policy "Anyone can send a contact message"
  on public.contact_messages for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read contact messages"
  on public.contact_messages for select
  to authenticated
  using ((select public.is_admin()));
