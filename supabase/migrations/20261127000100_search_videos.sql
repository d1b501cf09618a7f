-- The Videos list's search and total (docs/admin-lists.md).
--
-- Storage's list API (POST /object/list, storage.search in supabase/storage's tenant
-- migrations) only matches names from their start (`name ilike prefix || search || '%'`) and
-- offers no count. A library name starts with its upload timestamp (`library/<ms>-<original>`),
-- so a search by what an admin remembers ("demo") would never match. This function lists the
-- library folder's files whose name contains the text (matched as typed: % _ \ are escaped),
-- newest first, by offset like the storage list, with the number of matches on every row.
--
-- Security invoker: storage's own policies decide what the caller reads ("Admins can read
-- product files" in 20250101000500_storage.sql); a caller who is not an admin is refused with
-- 42501 as the other admin searches are. The library holds uploads of up to 500 MB each, so it
-- stays small: the (bucket_id, name) index narrows the read to the folder and the count is exact.
create function public.search_videos(
  p_query text default '',
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (name text, size bigint, created_at timestamptz, total bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied for function search_videos' using errcode = '42501';
  end if;
  return query
    select substr(o.name, 9), (o.metadata ->> 'size')::bigint, o.created_at, count(*) over ()
      from storage.objects o
     where o.bucket_id = 'videos'
       and o.name like 'library/%'
       and strpos(substr(o.name, 9), '/') = 0
       and substr(o.name, 9) ilike private.like_pattern(coalesce(p_query, ''))
     order by o.created_at desc, o.name
     limit least(greatest(coalesce(p_limit, 50), 1), 1000)
    offset greatest(coalesce(p_offset, 0), 0);
end
$$;

revoke execute on function public.search_videos(text, integer, integer) from public, anon;
grant execute on function public.search_videos(text, integer, integer) to authenticated;
