-- A manual credit grant: an owner or admin gives credits to an address (a goodwill top-up, a
-- correction), written to the ledger as kind 'grant' with who granted it and why, handed to the
-- customer app as a 'credits.granted' webhook (the hand-off queue purchases and refunds use),
-- and written to the audit trail, all in one transaction.

alter table public.admin_audit_log drop constraint admin_audit_log_action_valid;
alter table public.admin_audit_log
  add constraint admin_audit_log_action_valid check (action in (
    'invited', 'added', 'removed', 'role_changed',
    'post_published', 'post_unpublished', 'post_deleted',
    'registrations_exported',
    'campaign_created', 'campaign_edited', 'campaign_deleted',
    'factor_enrolled', 'factor_removed', 'mfa_requirement_changed',
    'credits_granted'
  ));

create function private.grant_credits(p_email text, p_credits integer, p_note text)
returns table (id uuid, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  reason text := btrim(coalesce(p_note, ''));
  granted public.credit_ledger;
begin
  if not (select private.is_admin()) then
    raise exception 'Only owners and admins can grant credits' using errcode = 'PT403';
  end if;
  if address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' or char_length(address) > 320 then
    raise exception 'Enter the customer’s email address' using errcode = 'PT400';
  end if;
  if p_credits is null or p_credits < 1 or p_credits > 10000000 then
    raise exception 'Credits must be a whole number from 1 to 10,000,000' using errcode = 'PT400';
  end if;
  if char_length(reason) < 1 or char_length(reason) > 500 then
    raise exception 'Say why, in at most 500 characters' using errcode = 'PT400';
  end if;
  insert into public.credit_ledger (kind, credits, email, granted_by, note)
    values ('grant', p_credits, address, (select auth.uid()), reason)
    returning * into granted;
  perform private.queue_handoff(granted, 'credits.granted', jsonb_build_object('note', reason));
  perform private.audit(
    'credits_granted',
    to_char(p_credits, 'FM999,999,999') || ' credits to ' || address || ': ' || reason
  );
  return query select granted.id, granted.created_at;
end
$$;
revoke execute on function private.grant_credits(text, integer, text) from public, anon, service_role;
grant execute on function private.grant_credits(text, integer, text) to authenticated;

create function public.grant_credits(p_email text, p_credits integer, p_note text)
returns table (id uuid, created_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.grant_credits(p_email, p_credits, p_note)
$$;
revoke execute on function public.grant_credits(text, integer, text) from public, anon, service_role;
grant execute on function public.grant_credits(text, integer, text) to authenticated;
