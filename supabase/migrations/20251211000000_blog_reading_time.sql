-- Reading time is computed here, so every writer (the portal, the campaign engine, SQL) gets
-- the same figure and no client can store a wrong one.
--
-- The rule: tags are stripped (a tag's attributes are not read aloud), common entities count
-- as the character they stand for, the remaining text is split on whitespace, and the words
-- are divided by 275 a minute (Ghost's figure for adult silent reading), rounded up, at least
-- one minute. Images add no time: the posts are text-first and the campaign drafts have none.
create function public.blog_reading_time(content text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select greatest(
    1,
    ceil(
      coalesce(
        array_length(
          regexp_split_to_array(
            btrim(
              regexp_replace(
                regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g'),
                '&(nbsp|#160);|\s+', ' ', 'g'
              )
            ),
            ' '
          ),
          1
        ),
        0
      )::numeric / 275
    )::integer
  )
$$;

create function public.blog_posts_set_reading_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reading_time := public.blog_reading_time(new.content);
  return new;
end
$$;

create trigger blog_posts_set_reading_time
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_set_reading_time();

-- Posts written before the rule existed get it too.
update public.blog_posts set content = content;
