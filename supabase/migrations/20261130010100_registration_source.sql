-- Where registrants come from: a registration keeps the utm_source, utm_medium and
-- utm_campaign of the workshop's landing URL and the referrer it was reached from (kept by the
-- first registration; a repeat does not overwrite them). register_webinar takes them as four
-- optional parameters, so it is dropped and made again with its grants.

alter table public."Webinar Registration"
  add column utm_source text
    constraint webinar_registration_utm_source_length check (char_length(utm_source) <= 200),
  add column utm_medium text
    constraint webinar_registration_utm_medium_length check (char_length(utm_medium) <= 200),
  add column utm_campaign text
    constraint webinar_registration_utm_campaign_length check (char_length(utm_campaign) <= 200),
  add column referrer text
    constraint webinar_registration_referrer_length check (char_length(referrer) <= 2000);

drop function public.register_webinar(text, text, text, uuid, text, timestamptz, text, text, text);
drop function private.register_webinar(text, text, text, uuid, text, timestamptz, text, text, text);

create function private.register_webinar(
  p_name text,
  p_email text,
  p_webinar_title text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_utm_source text default null,
  p_utm_medium text default null,
  p_utm_campaign text default null,
  p_referrer text default null
)
returns table (created boolean, emailed boolean, outbox_id uuid)
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
  insert into public."Webinar Registration" (
      name, "Email", webinar_title, utm_source, utm_medium, utm_campaign, referrer
    )
    values (
      p_name, p_email, p_webinar_title, p_utm_source, p_utm_medium, p_utm_campaign, p_referrer
    )
    on conflict (lower("Email"), webinar_title) do nothing
    returning id into registration;
  created := registration is not null;
  if not created then
    -- The row lock makes concurrent repeats for one registration take turns, so two of them
    -- cannot both see "no recent link".
    select r.id, r."Email" into registration, registered_email
      from public."Webinar Registration" r
      where lower(r."Email") = lower(p_email) and r.webinar_title = p_webinar_title
      for update;
    if exists (
      select 1
      from private.workshop_access_links l
      join public."Webinar Registration" r on r.id = l.registration_id
      where lower(r."Email") = lower(p_email)
        and l.created_at > now() - interval '60 minutes'
    ) then
      emailed := false;
      outbox_id := null;
      return next;
      return;
    end if;
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
  emailed := true;
  outbox_id := outbox;
  return next;
end
$$;

revoke execute on function private.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text, text, text, text, text
) from public;
grant execute on function private.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text, text, text, text, text
) to service_role;

-- No security definer function is exposed through the API: PostgREST serves an invoker wrapper.
create function public.register_webinar(
  p_name text,
  p_email text,
  p_webinar_title text,
  p_link_id uuid,
  p_link_token text,
  p_link_expires_at timestamptz,
  p_email_subject text,
  p_email_html text,
  p_email_text text,
  p_utm_source text default null,
  p_utm_medium text default null,
  p_utm_campaign text default null,
  p_referrer text default null
)
returns table (created boolean, emailed boolean, outbox_id uuid)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.register_webinar(
    p_name, p_email, p_webinar_title, p_link_id, p_link_token, p_link_expires_at,
    p_email_subject, p_email_html, p_email_text,
    p_utm_source, p_utm_medium, p_utm_campaign, p_referrer
  )
$$;

revoke execute on function public.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text, text, text, text, text
) from public, anon, authenticated;
grant execute on function public.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text, text, text, text, text
) to service_role;
