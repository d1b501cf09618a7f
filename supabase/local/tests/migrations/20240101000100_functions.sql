create function public.add_them(a integer, b integer) returns integer
  language sql immutable as $$ select a + b $$;

create function public.published_posts() returns setof public.posts
  language sql stable as $$ select * from public.posts where published order by created_at $$;

create function public.note_bodies() returns setof text
  language sql stable as $$ select body from public.notes order by id $$;

create function public.whoami() returns jsonb
  language sql stable as $$ select jsonb_build_object('role', auth.role(), 'uid', auth.uid()) $$;

create function public.bump_notes() returns void
  language sql as $$ update public.notes set n = coalesce(n, 0) + 1 $$;

create function public.fail_loudly() returns void
  language plpgsql as $$ begin raise exception 'it failed' using detail = 'some detail', hint = 'some hint'; end $$;
