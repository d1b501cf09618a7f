-- Buckets and policies for supabase/local/tests/storage.test.ts and functions.test.ts.
insert into storage.buckets (id, name, public)
values
  ('test-public', 'test-public', true),
  ('test-open', 'test-open', false),
  ('test-locked', 'test-locked', false);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('test-images', 'test-images', false, 1024, '{image/*}');

-- test-open and test-public: anyone may read, write and delete; test-images: read and insert;
-- test-locked: no policy, so only service_role reaches its objects.
create policy "storage tests read" on storage.objects for select to anon, authenticated
  using (bucket_id in ('test-open', 'test-public', 'test-images'));
create policy "storage tests insert" on storage.objects for insert to anon, authenticated
  with check (bucket_id in ('test-open', 'test-public', 'test-images'));
create policy "storage tests update" on storage.objects for update to anon, authenticated
  using (bucket_id in ('test-open', 'test-public'));
create policy "storage tests delete" on storage.objects for delete to anon, authenticated
  using (bucket_id in ('test-open', 'test-public'));
