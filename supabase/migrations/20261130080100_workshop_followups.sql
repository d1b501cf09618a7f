-- Workshop follow-ups through the email outbox: a reminder 24 hours after registration to a
-- registrant who has not started watching, and "pick up where you left off" 24 hours after the
-- last report of one who stopped before the offer. Each at most once per registration, each with
-- a new personal link and a one-click unsubscribe (RFC 8058: List-Unsubscribe and
-- List-Unsubscribe-Post headers, stored on the outbox row and passed to the email API). An
-- unsubscribed address gets no further follow-up; the confirmation email stays transactional.

-- Custom headers of an email (the follow-ups' unsubscribe headers), sent as they are.
alter table private.email_outbox
  add column headers jsonb not null default '{}'::jsonb
    constraint email_outbox_headers_object check (jsonb_typeof(headers) = 'object');

alter table private.email_outbox
  drop constraint email_outbox_kind,
  add constraint email_outbox_kind check (kind in (
    'workshop_confirmation', 'contact_notification',
    'credit_receipt', 'credit_purchase_alert', 'credit_refund_alert',
    'missed_schedule', 'workshop_reminder', 'workshop_resume'
  ));

-- The worker's claim, as before (20261126000200), now with the headers.
drop function public.claim_email_outbox(integer, integer, uuid);

create function public.claim_email_outbox(
  p_limit integer,
  p_lease_seconds integer,
  p_id uuid default null
)
returns table (
  id uuid,
  to_addresses text[],
  reply_to text[],
  subject text,
  html text,
  text text,
  attempts integer,
  headers jsonb
)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from private.email_outbox o
    where o.status = 'sent' and o.sent_at < now() - interval '30 days';
  return query
    update private.email_outbox o
      set locked_until = now() + make_interval(secs => p_lease_seconds),
          attempts = o.attempts + 1
      where o.id in (
        select d.id from private.email_outbox d
        where d.status = 'pending'
          and d.next_attempt_at <= now()
          and (d.locked_until is null or d.locked_until <= now())
          and (p_id is null or d.id = p_id)
        order by d.next_attempt_at
        limit greatest(p_limit, 0)
        for update skip locked
      )
      returning o.id, o.to_addresses, o.reply_to, o.subject, o.html, o.text, o.attempts, o.headers;
end
$$;

revoke execute on function public.claim_email_outbox(integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer, uuid) to service_role;

-- Addresses that asked for no more follow-ups (lower-cased).
create table private.email_suppressions (
  email text primary key constraint email_suppressions_lower check (email = lower(email)),
  created_at timestamptz not null default now()
);

-- The follow-ups' unsubscribe links: a random token per email, kept only as its SHA-256.
create table private.email_unsubscribe_tokens (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null default now()
);

-- Which follow-up went to which registration: the primary key makes each one at most once.
create table private.workshop_followups (
  registration_id uuid not null
    references public."Webinar Registration" (id) on delete cascade,
  kind text not null constraint workshop_followups_kind check (kind in ('reminder', 'resume')),
  outbox_id uuid references private.email_outbox (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (registration_id, kind)
);

create index workshop_followups_outbox_idx on private.workshop_followups (outbox_id);

-- Only the definer functions below touch them.
revoke all on table private.email_suppressions from public, anon, authenticated, service_role;
revoke all on table private.email_unsubscribe_tokens from public, anon, authenticated, service_role;
revoke all on table private.workshop_followups from public, anon, authenticated, service_role;

-- The follow-ups due at p_now (the worker's clock): reminders to registrants of the last week
-- who registered over 24 hours ago and have not started watching; "resume" to those who started,
-- have not reached the offer and last reported over 24 hours (and under a week) ago. Never a
-- suppressed address, never a follow-up already sent. The week's bound keeps a first deploy from
-- writing to every registrant there ever was.
create function private.due_workshop_followups(p_now timestamptz, p_limit integer)
returns table (registration_id uuid, kind text, name text, email text, webinar_title text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.kind, d.name, d."Email", d.webinar_title
  from (
    select r.id, 'reminder'::text as kind, r.name, r."Email", r.webinar_title,
           r.created_at as due_since
    from public."Webinar Registration" r
    left join public.workshop_progress p on p.registration_id = r.id
    where r.created_at <= p_now - interval '24 hours'
      and r.created_at > p_now - interval '7 days'
      and p.started_at is null
    union all
    select r.id, 'resume', r.name, r."Email", r.webinar_title, p.last_report_at
    from public.workshop_progress p
    join public."Webinar Registration" r on r.id = p.registration_id
    where p.started_at is not null
      and p.offer_reached_at is null
      and p.last_report_at <= p_now - interval '24 hours'
      and p.last_report_at > p_now - interval '7 days'
  ) d
  where d."Email" is not null
    and not exists (
      select 1 from private.workshop_followups f
      where f.registration_id = d.id and f.kind = d.kind
    )
    and not exists (
      select 1 from private.email_suppressions s where s.email = lower(d."Email")
    )
  order by d.due_since
  limit greatest(p_limit, 0)
$$;

revoke execute on function private.due_workshop_followups(timestamptz, integer)
  from public;
grant execute on function private.due_workshop_followups(timestamptz, integer) to service_role;

create function public.due_workshop_followups(p_now timestamptz, p_limit integer)
returns table (registration_id uuid, kind text, name text, email text, webinar_title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.due_workshop_followups(p_now, p_limit)
$$;

revoke execute on function public.due_workshop_followups(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.due_workshop_followups(timestamptz, integer) to service_role;

-- One follow-up, in one transaction: its record (none if it was already sent, or the address
-- is suppressed: then null and nothing is written), the new personal link, the unsubscribe token
-- and the email with its headers. Answers the outbox row.
create function private.enqueue_workshop_followup(
  p_registration_id uuid,
  p_kind text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_unsubscribe_token text,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_headers jsonb
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
  outbox uuid;
begin
  if char_length(p_link_token) < 32 or char_length(p_unsubscribe_token) < 32 then
    raise exception 'token too short' using errcode = '22023';
  end if;
  select r."Email" into address
    from public."Webinar Registration" r where r.id = p_registration_id;
  if address is null
    or exists (select 1 from private.email_suppressions s where s.email = lower(address)) then
    return null;
  end if;
  insert into private.workshop_followups (registration_id, kind)
    values (p_registration_id, p_kind)
    on conflict do nothing;
  if not found then
    return null;
  end if;
  insert into private.workshop_access_links (id, registration_id, token_hash, expires_at)
    values (
      p_link_id,
      p_registration_id,
      encode(sha256(convert_to(p_link_token, 'UTF8')), 'hex'),
      p_link_expires_at
    );
  insert into private.email_unsubscribe_tokens (token_hash, email)
    values (encode(sha256(convert_to(p_unsubscribe_token, 'UTF8')), 'hex'), lower(address));
  insert into private.email_outbox (kind, to_addresses, subject, html, text, headers)
    values (
      'workshop_' || p_kind, array[address], p_email_subject, p_email_html, p_email_text, p_headers
    )
    returning id into outbox;
  update private.workshop_followups f set outbox_id = outbox
    where f.registration_id = p_registration_id and f.kind = p_kind;
  return outbox;
end
$$;

revoke execute on function private.enqueue_workshop_followup(
  uuid, text, uuid, text, timestamptz, text, text, text, text, jsonb
) from public;
grant execute on function private.enqueue_workshop_followup(
  uuid, text, uuid, text, timestamptz, text, text, text, text, jsonb
) to service_role;

create function public.enqueue_workshop_followup(
  p_registration_id uuid,
  p_kind text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_unsubscribe_token text,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_headers jsonb
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.enqueue_workshop_followup(
    p_registration_id, p_kind, p_link_id, p_link_token, p_link_expires_at,
    p_unsubscribe_token, p_email_subject, p_email_html, p_email_text, p_headers
  )
$$;

revoke execute on function public.enqueue_workshop_followup(
  uuid, text, uuid, text, timestamptz, text, text, text, text, jsonb
) from public, anon, authenticated;
grant execute on function public.enqueue_workshop_followup(
  uuid, text, uuid, text, timestamptz, text, text, text, text, jsonb
) to service_role;

-- The unsubscribe link's token: its address joins the suppressions (again is harmless).
-- Answers whether the token was known.
create function private.unsubscribe_email(p_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
begin
  select t.email into address from private.email_unsubscribe_tokens t
    where t.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
  if address is null then
    return false;
  end if;
  insert into private.email_suppressions (email) values (address) on conflict do nothing;
  return true;
end
$$;

revoke execute on function private.unsubscribe_email(text) from public;
grant execute on function private.unsubscribe_email(text) to service_role;

create function public.unsubscribe_email(p_token text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.unsubscribe_email(p_token)
$$;

revoke execute on function public.unsubscribe_email(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_email(text) to service_role;

-- Supabase Cron runs workshop-followups every 15 minutes, as email-outbox runs (20261126000200):
-- the secret key from Vault as apikey and bearer. Where pg_cron or pg_net is missing (the
-- embedded local stack, whose cron service calls the function itself) this does nothing.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: workshop-followups is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'workshop-followups',
    '*/15 * * * *',
    $command$
      with server_key as (
        select coalesce(
          (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
          (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ) as value
      )
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/workshop-followups',
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
