-- A provider's permanent refusal (a bad recipient, an invalid message) is final: the row becomes
-- 'refused' and is never claimed again, instead of being retried every hour for ever. The
-- portal's inbox notice counts the refusals of the last 7 days with the provider's last reason.

alter table private.email_outbox drop constraint email_outbox_status;
alter table private.email_outbox
  add constraint email_outbox_status check (status in ('pending', 'sent', 'refused'));

create index email_outbox_refused_idx on private.email_outbox (created_at)
  where status = 'refused';

drop function public.finish_email_outbox(uuid, text, text);

-- The worker's outcome for a claimed row: sent (with the provider's id); failed with the
-- provider's error, retried after 30 s, 1, 2, 4 ... minutes, at most an hour apart; or, with
-- p_permanent, refused for good (the provider will never take this email).
create function public.finish_email_outbox(
  p_id uuid,
  p_provider_id text default null,
  p_error text default null,
  p_permanent boolean default false
)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.email_outbox o
    set status = case
          when p_error is null then 'sent'
          when p_permanent then 'refused'
          else 'pending'
        end,
        sent_at = case when p_error is null then now() end,
        provider_id = p_provider_id,
        last_error = left(p_error, 500),
        locked_until = null,
        next_attempt_at = case
          when p_error is null or p_permanent then o.next_attempt_at
          else now() + make_interval(secs => least(3600, 30 * power(2, least(o.attempts, 20) - 1)))
        end
    where o.id = p_id and o.status = 'pending'
$$;

revoke execute on function public.finish_email_outbox(uuid, text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.finish_email_outbox(uuid, text, text, boolean) to service_role;

drop function public.email_outbox_backlog();
drop function private.email_outbox_backlog();

-- The portal's inbox notice (owners and admins): mail still to deliver (failed at least once or
-- waiting over two minutes), how old the oldest is and the provider's last error; and the mail
-- the provider refused for good in the last 7 days, with its last reason. Others get zeros.
create function private.email_outbox_backlog()
returns table (
  undelivered integer,
  oldest timestamptz,
  last_error text,
  refused integer,
  last_refusal text
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    count(*) filter (where o.status = 'pending')::integer,
    min(o.created_at) filter (where o.status = 'pending'),
    (array_agg(o.last_error order by o.created_at desc)
      filter (where o.status = 'pending' and o.last_error is not null))[1],
    count(*) filter (where o.status = 'refused')::integer,
    (array_agg(o.last_error order by o.created_at desc) filter (where o.status = 'refused'))[1]
  from private.email_outbox o
  where (select private.is_admin())
    and (
      (o.status = 'pending'
        and (o.last_error is not null or o.created_at < now() - interval '2 minutes'))
      or (o.status = 'refused' and o.created_at > now() - interval '7 days')
    )
$$;

revoke execute on function private.email_outbox_backlog() from public;
grant execute on function private.email_outbox_backlog() to authenticated;

create function public.email_outbox_backlog()
returns table (
  undelivered integer,
  oldest timestamptz,
  last_error text,
  refused integer,
  last_refusal text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.email_outbox_backlog()
$$;

revoke execute on function public.email_outbox_backlog() from public, anon;
grant execute on function public.email_outbox_backlog() to authenticated;
