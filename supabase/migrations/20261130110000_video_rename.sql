-- Renaming a library video. The portal moves the object in the `videos` bucket (storage's
-- move: the admin's storage policies decide), then calls rename_video so every row that names
-- the video follows it: its details (duration, poster), the workshop's chosen video (through
-- the foreign key, now cascading on update) and the finished upload sessions, whose object
-- path answers a retried last chunk. Admins only; an unknown name changes nothing.

alter table public.workshop_settings
  drop constraint workshop_settings_video_name_fkey,
  add constraint workshop_settings_video_name_fkey
    foreign key (video_name) references public.video_details (name)
    on update cascade on delete set null;

create function private.rename_video(p_from text, p_to text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only owners and admins can rename videos' using errcode = 'PT403';
  end if;
  if coalesce(p_to, '') = '' or p_to = p_from then
    raise exception 'Enter a new name for the video' using errcode = 'PT400';
  end if;
  update public.video_details set name = p_to, updated_at = now() where name = p_from;
  update public.video_upload_sessions
    set object_path = 'library/' || p_to, updated_at = now()
    where object_path = 'library/' || p_from and status = 'complete';
end
$$;
revoke execute on function private.rename_video(text, text) from public, anon, service_role;
grant execute on function private.rename_video(text, text) to authenticated;

create function public.rename_video(p_from text, p_to text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.rename_video(p_from, p_to)
$$;
revoke execute on function public.rename_video(text, text) from public, anon, service_role;
grant execute on function public.rename_video(text, text) to authenticated;
