-- The closed workshop funnel, part one: the workshop plays a video of the site's own library
-- behind a server gate, and watch time is counted by the server.
--
-- video_details: what the browser read from a video at upload (its duration and a poster
-- frame, a small JPEG data URL), kept by the video's library name. workshop_settings: the one
-- row naming the library video the workshop plays (none: the configured YouTube video plays).
-- Admins read and write both (the admin check helper, like every admin table); the
-- workshop-player function reads them with the service role.
--
-- workshop_progress: per registration, the watched seconds the server credited, when the
-- last report came (the next report is credited at most the wall-clock time since), when the
-- viewer started, reached the offer and clicked it. Only the workshop-player function writes
-- it (service role); admins read it.

create table public.video_details (
  name text primary key
    constraint video_details_name_length check (char_length(name) between 1 and 200),
  duration_seconds numeric(10, 3)
    constraint video_details_duration check (duration_seconds > 0 and duration_seconds < 86400),
  poster text
    constraint video_details_poster check (
      poster is null
      or (char_length(poster) <= 200000 and poster like 'data:image/jpeg;base64,%')
    ),
  updated_at timestamptz not null default now()
);

alter table public.video_details enable row level security;
revoke all on table public.video_details from public, anon, authenticated;
grant select, insert, update, delete on table public.video_details to authenticated;
grant select, insert, update, delete on table public.video_details to service_role;

create policy "Admins can read video details" on public.video_details
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can add video details" on public.video_details
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can change video details" on public.video_details
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete video details" on public.video_details
  for delete to authenticated using ((select private.is_admin()));

create table public.workshop_settings (
  id boolean primary key default true constraint workshop_settings_one_row check (id),
  -- A deleted video's details go, and the workshop falls back to the YouTube video.
  video_name text references public.video_details (name) on delete set null,
  updated_at timestamptz not null default now()
);

create index workshop_settings_video_name_idx on public.workshop_settings (video_name);

-- The one row exists from the start: the portal only changes it, nobody adds or removes it.
insert into public.workshop_settings (id) values (true);

alter table public.workshop_settings enable row level security;
revoke all on table public.workshop_settings from public, anon, authenticated, service_role;
grant select, update on table public.workshop_settings to authenticated;
grant select on table public.workshop_settings to service_role;

create policy "Admins can read the workshop settings" on public.workshop_settings
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can change the workshop settings" on public.workshop_settings
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create table public.workshop_progress (
  registration_id uuid primary key
    references public."Webinar Registration" (id) on delete cascade,
  watched_seconds numeric(10, 3) not null default 0
    constraint workshop_progress_watched check (watched_seconds >= 0),
  last_report_at timestamptz,
  started_at timestamptz,
  offer_reached_at timestamptz,
  offer_clicked_at timestamptz,
  updated_at timestamptz not null default now()
);

create index workshop_progress_started_idx on public.workshop_progress (started_at)
  where started_at is not null;

alter table public.workshop_progress enable row level security;
revoke all on table public.workshop_progress from public, anon, authenticated;
grant select on table public.workshop_progress to authenticated;
grant select, insert, update, delete on table public.workshop_progress to service_role;

create policy "Admins can read workshop progress" on public.workshop_progress
  for select to authenticated using ((select private.is_admin()));

-- The registration a personal link opens (its id), for the workshop-player function only: the
-- same check as workshop_access (the token's SHA-256, the link's expiry).
create function private.workshop_registration(p_link_id uuid, p_token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.registration_id
  from private.workshop_access_links l
  where l.id = p_link_id
    and char_length(p_token) between 32 and 256
    and l.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
    and l.expires_at > now()
$$;

revoke execute on function private.workshop_registration(uuid, text) from public;
grant execute on function private.workshop_registration(uuid, text) to service_role;

create function public.workshop_registration(p_link_id uuid, p_token text)
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select private.workshop_registration(p_link_id, p_token)
$$;

revoke execute on function public.workshop_registration(uuid, text) from public, anon, authenticated;
grant execute on function public.workshop_registration(uuid, text) to service_role;
