-- The three SHA-256 hashes on request paths (rate-limit keys, workshop link tokens) use
-- PostgreSQL's built-in sha256() (core since PostgreSQL 11) instead of pgcrypto's digest():
-- same bytes in, same hex out, so stored hashes stay valid. Core hashing needs no extension
-- and no OpenSSL cipher context. The local stack's PGlite build of pgcrypto once failed inside
-- hit_rate_limit with 'Cannot use "sha256": Cipher cannot be initialized' under CI load, and a
-- contact burst once got 500 for every request; PGlite's core has no OpenSSL at all
-- (ssl_library is empty). Grants and ownership are unchanged by create or replace.

create or replace function public.hit_rate_limit(
  bucket text,
  address text,
  max_hits integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  key text := encode(sha256(convert_to(address, 'UTF8')), 'hex');
  since timestamptz := now() - make_interval(secs => window_seconds);
  recent integer;
  oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended(bucket || ':' || key, 0));
  -- Every hit that left the window goes, whoever made it, so the table stays small.
  delete from private.rate_limit_hits h
    where h.bucket = hit_rate_limit.bucket and h.hit_at < since;
  select count(*), min(h.hit_at) into recent, oldest
    from private.rate_limit_hits h
    where h.bucket = hit_rate_limit.bucket and h.address_hash = key;
  if recent >= max_hits then
    return greatest(1, ceil(extract(epoch from oldest - since))::integer);
  end if;
  insert into private.rate_limit_hits (bucket, address_hash) values (hit_rate_limit.bucket, key);
  return 0;
end
$$;

create or replace function private.register_webinar(
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
      encode(sha256(convert_to(p_link_token, 'UTF8')), 'hex'),
      p_link_expires_at
    );
  insert into private.email_outbox (kind, to_addresses, subject, html, text)
    values ('workshop_confirmation', array[registered_email], p_email_subject, p_email_html, p_email_text)
    returning id into outbox;
  outbox_id := outbox;
  return next;
end
$$;

create or replace function private.workshop_access(p_link_id uuid, p_token text)
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
    and l.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
    and l.expires_at > now()
$$;
