-- Transactional email (docs/email.md): an outbox the functions write in the same transaction as
-- the registration or message it tells about, and a worker (the email-outbox function, run
-- every minute by Supabase Cron; the local stack's cron service locally) that delivers it
-- through the email API with retries and back-off. Nothing is lost when the provider fails:
-- a row stays pending until the provider accepts it, and every send carries the row's id as
-- the provider's Idempotency-Key, so a retry after an unrecorded success sends nothing twice.
-- Also the workshop's personal links: a random token per link, stored only as its SHA-256.

create table private.email_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null
    constraint email_outbox_kind check (kind in ('workshop_confirmation', 'contact_notification')),
  to_addresses text[] not null
    constraint email_outbox_to_count check (cardinality(to_addresses) between 1 and 50),
  reply_to text[] not null default '{}',
  subject text not null constraint email_outbox_subject_length check (char_length(subject) between 1 and 998),
  html text not null,
  text text not null,
  status text not null default 'pending'
    constraint email_outbox_status check (status in ('pending', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claimed row is leased: nobody else claims it until the lease ends (a crashed worker's
  -- row is retried then).
  locked_until timestamptz,
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_due_idx on private.email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_sent_at_idx on private.email_outbox (sent_at) where status = 'sent';

revoke all on table private.email_outbox from public, anon, authenticated, service_role;
-- The worker's claim and finish run as the service role (security invoker, as hit_rate_limit).
grant select, update, delete on table private.email_outbox to service_role;

create table private.workshop_access_links (
  id uuid primary key,
  registration_id uuid not null
    references public."Webinar Registration" (id) on delete cascade,
  token_hash text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index workshop_access_links_registration_id_idx
  on private.workshop_access_links (registration_id);

revoke all on table private.workshop_access_links from public, anon, authenticated, service_role;

-- register-webinar (service role): stores the registration unless this email already has one
-- for this workshop, and in the same transaction its new personal link and the confirmation
-- email. A repeat registration adds no row but a new link and a new email to the address
-- registered (never to the caller), so nobody is registered or re-sent silently.
create function private.register_webinar(
  p_name text,
  p_email text,
  p_webinar_title text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_email_subject text,
  p_email_html text,
  p_email_text text
)
returns table (created boolean, outbox_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registration uuid;
  registered_email text := p_email;
  outbox uuid;
begin
  if char_length(p_link_token) < 32 then
    raise exception 'link token too short' using errcode = '22023';
  end if;
  insert into public."Webinar Registration" (name, "Email", webinar_title)
    values (p_name, p_email, p_webinar_title)
    on conflict (lower("Email"), webinar_title) do nothing
    returning id into registration;
  created := registration is not null;
  if not created then
    select r.id, r."Email" into registration, registered_email
      from public."Webinar Registration" r
      where lower(r."Email") = lower(p_email) and r.webinar_title = p_webinar_title;
  end if;
  insert into private.workshop_access_links (id, registration_id, token_hash, expires_at)
    values (
      p_link_id,
      registration,
      encode(extensions.digest(p_link_token, 'sha256'), 'hex'),
      p_link_expires_at
    );
  insert into private.email_outbox (kind, to_addresses, subject, html, text)
    values ('workshop_confirmation', array[registered_email], p_email_subject, p_email_html, p_email_text)
    returning id into outbox;
  outbox_id := outbox;
  return next;
end
$$;

revoke execute on function private.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text
) from public;
grant execute on function private.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text
) to service_role;

-- No security definer function is exposed through the API (tests/schema/security-invariants):
-- the definers live in private, PostgREST serves invoker wrappers of the same signature.
create function public.register_webinar(
  p_name text,
  p_email text,
  p_webinar_title text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_email_subject text,
  p_email_html text,
  p_email_text text
)
returns table (created boolean, outbox_id uuid)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.register_webinar(
    p_name, p_email, p_webinar_title, p_link_id, p_link_token, p_link_expires_at,
    p_email_subject, p_email_html, p_email_text
  )
$$;

revoke execute on function public.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text
) from public, anon, authenticated;
grant execute on function public.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text
) to service_role;

-- The workshop page (anyone holding a link): the workshop title when the link's token matches
-- that link and it has not expired, else null. Nothing else about the registration shows.
create function private.workshop_access(p_link_id uuid, p_token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.webinar_title
  from private.workshop_access_links l
  join public."Webinar Registration" r on r.id = l.registration_id
  where l.id = p_link_id
    and char_length(p_token) between 32 and 256
    and l.token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex')
    and l.expires_at > now()
$$;

revoke execute on function private.workshop_access(uuid, text) from public;
grant execute on function private.workshop_access(uuid, text) to anon, authenticated, service_role;

-- As credit_order_status (20251220000000): the definer stays in private, public has an
-- invoker wrapper that PostgREST serves at /rest/v1/rpc/workshop_access.
create function public.workshop_access(p_link_id uuid, p_token text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.workshop_access(p_link_id, p_token)
$$;

revoke execute on function public.workshop_access(uuid, text) from public;
grant execute on function public.workshop_access(uuid, text) to anon, authenticated, service_role;

-- submit-contact (service role): stores the message and, in the same transaction, the
-- notification to p_notify_to (the CONTACT_NOTIFY_TO secret) or else to every admin with an
-- email address. Answers the outbox row, or null when there is nobody to tell.
create function private.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_notify_to text[] default '{}'
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recipients text[];
  outbox uuid;
begin
  insert into public.contact_messages (name, email, subject, message)
    values (p_name, p_email, p_subject, p_message);
  recipients := case
    when coalesce(cardinality(p_notify_to), 0) > 0 then p_notify_to
    else array(
      select u.email::text
      from public.admin_users a
      join auth.users u on u.id = a.user_id
      where u.email is not null
      order by a.created_at
      limit 50
    )
  end;
  if cardinality(recipients) = 0 then
    return null;
  end if;
  insert into private.email_outbox (kind, to_addresses, reply_to, subject, html, text)
    values ('contact_notification', recipients, array[p_email], p_email_subject, p_email_html, p_email_text)
    returning id into outbox;
  return outbox;
end
$$;

revoke execute on function private.submit_contact_message(
  text, text, text, text, text, text, text, text[]
) from public;
grant execute on function private.submit_contact_message(
  text, text, text, text, text, text, text, text[]
) to service_role;

create function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_notify_to text[] default '{}'
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.submit_contact_message(
    p_name, p_email, p_subject, p_message, p_email_subject, p_email_html, p_email_text, p_notify_to
  )
$$;

revoke execute on function public.submit_contact_message(
  text, text, text, text, text, text, text, text[]
) from public, anon, authenticated;
grant execute on function public.submit_contact_message(
  text, text, text, text, text, text, text, text[]
) to service_role;

-- The worker's claim: up to p_limit due rows (or only p_id, the row a function just wrote),
-- leased for p_lease_seconds and counted as an attempt. skip locked: two workers never take
-- the same row. Sent rows older than 30 days are deleted on the way.
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
  attempts integer
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
      returning o.id, o.to_addresses, o.reply_to, o.subject, o.html, o.text, o.attempts;
end
$$;

revoke execute on function public.claim_email_outbox(integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer, uuid) to service_role;

-- The worker's outcome for a claimed row: sent (with the provider's id), or failed with the
-- provider's error, retried after 30 s, 1, 2, 4 ... minutes, at most an hour apart. A row is
-- never given up: the portal's inbox shows what is still undelivered.
create function public.finish_email_outbox(
  p_id uuid,
  p_provider_id text default null,
  p_error text default null
)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.email_outbox o
    set status = case when p_error is null then 'sent' else 'pending' end,
        sent_at = case when p_error is null then now() end,
        provider_id = p_provider_id,
        last_error = left(p_error, 500),
        locked_until = null,
        next_attempt_at = case
          when p_error is null then o.next_attempt_at
          else now() + make_interval(secs => least(3600, 30 * power(2, least(o.attempts, 20) - 1)))
        end
    where o.id = p_id and o.status = 'pending'
$$;

revoke execute on function public.finish_email_outbox(uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.finish_email_outbox(uuid, text, text) to service_role;

-- The portal's inbox notice (admins): mail that has failed at least once or waited over two
-- minutes, how old the oldest is and the provider's last error. Non-admins get zero.
create function private.email_outbox_backlog()
returns table (undelivered integer, oldest timestamptz, last_error text)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer,
    min(o.created_at),
    (array_agg(o.last_error order by o.created_at desc) filter (where o.last_error is not null))[1]
  from private.email_outbox o
  where (select private.is_admin())
    and o.status = 'pending'
    and (o.last_error is not null or o.created_at < now() - interval '2 minutes')
$$;

revoke execute on function private.email_outbox_backlog() from public;
grant execute on function private.email_outbox_backlog() to authenticated;

create function public.email_outbox_backlog()
returns table (undelivered integer, oldest timestamptz, last_error text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.email_outbox_backlog()
$$;

revoke execute on function public.email_outbox_backlog() from public, anon;
grant execute on function public.email_outbox_backlog() to authenticated;

-- Supabase Cron runs the worker every minute, as 20261125000400 runs campaign-scheduler (the
-- secret key from Vault as apikey and bearer). Where pg_cron or pg_net is missing (the
-- embedded local stack, whose cron service calls the function itself) this does nothing.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: email-outbox is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'email-outbox',
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
          || '/functions/v1/email-outbox',
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
