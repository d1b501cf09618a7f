-- register-webinar: at most one personal link (and confirmation email) an hour per recipient.
-- Before, every repeat registration sent a new email, so anyone could make the brand's sender
-- mail a stranger's address ten times a minute. A repeat within the hour of that address's last
-- link now writes nothing and answers emailed = false (outbox_id null); the function says so.
-- The result gains `emailed`, so both functions are dropped and made again with their grants.

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
  p_email_text text
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
  insert into public."Webinar Registration" (name, "Email", webinar_title)
    values (p_name, p_email, p_webinar_title)
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
  text, text, text, uuid, text, timestamptz, text, text, text
) from public;
grant execute on function private.register_webinar(
  text, text, text, uuid, text, timestamptz, text, text, text
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
  p_email_text text
)
returns table (created boolean, emailed boolean, outbox_id uuid)
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
