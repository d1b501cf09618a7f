-- Video upload sessions (upload-video-chunk). The size check before the first chunk opens a
-- session that fixes the file's total size and chunk count and the object it becomes; every
-- chunk must match it. The chunks go to storage as a resumable (TUS) upload, three per part;
-- `received` counts the chunks accepted so far, in order. Only the function (service role)
-- reads or writes sessions: RLS is on with no policy, and anon/authenticated get nothing.
create table public.video_upload_sessions (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (char_length(file_name) between 1 and 200),
  object_path text not null check (char_length(object_path) between 1 and 300),
  total_size bigint not null check (total_size > 0),
  total_chunks integer not null check (total_chunks > 0),
  received integer not null default 0 check (received >= 0 and received <= total_chunks),
  upload_url text not null,
  status text not null default 'open' check (status in ('open', 'complete')),
  last_chunk_sha256 text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One open session per upload name and per object; a finished name may be uploaded again
-- (it then gets a new object).
create unique index video_upload_sessions_open_name_idx
  on public.video_upload_sessions (file_name) where status = 'open';
create unique index video_upload_sessions_open_object_idx
  on public.video_upload_sessions (object_path) where status = 'open';
create index video_upload_sessions_name_idx
  on public.video_upload_sessions (file_name, updated_at desc);
create index video_upload_sessions_stale_idx
  on public.video_upload_sessions (updated_at) where status = 'open';

alter table public.video_upload_sessions enable row level security;

revoke all on table public.video_upload_sessions from public, anon, authenticated;
grant select, insert, update, delete on table public.video_upload_sessions to service_role;
