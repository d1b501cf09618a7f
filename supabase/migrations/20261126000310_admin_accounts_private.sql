-- The admin-account functions run with elevated rights (security definer), so they live in the
-- private schema, which the API does not expose; the API reaches them through plain wrappers
-- (security invoker) with the same grants, as register_webinar and submit_contact_message do.
-- Supabase's database linter flags a definer function in an exposed schema
-- (0029_authenticated_security_definer_function_executable).
alter function public.list_admins() set schema private;
alter function public.add_admin(text, uuid, boolean) set schema private;
alter function public.remove_admin(uuid) set schema private;

create function public.list_admins()
returns table (
  user_id uuid,
  email text,
  added_at timestamptz,
  last_sign_in_at timestamptz,
  invitation_pending boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.list_admins()
$$;

revoke execute on function public.list_admins() from public, anon, service_role;
grant execute on function public.list_admins() to authenticated;

create function public.add_admin(p_email text, p_actor uuid, p_invited boolean)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.add_admin(p_email, p_actor, p_invited)
$$;

revoke execute on function public.add_admin(text, uuid, boolean) from public, anon, authenticated;
grant execute on function public.add_admin(text, uuid, boolean) to service_role;

create function public.remove_admin(p_user_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.remove_admin(p_user_id)
$$;

revoke execute on function public.remove_admin(uuid) from public, anon, service_role;
grant execute on function public.remove_admin(uuid) to authenticated;
