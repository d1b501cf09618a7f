-- Writers search the posts they may see (docs/auth.md "Roles"): published posts and their own
-- drafts, as the blog_posts policy shows them. search_blog_posts runs as its owner (it searches
-- the table without RLS), so the writer's rule is written here; editors and up search as before
-- (private.admin_search_statement), and anyone else is refused as before.
create or replace function private.search_blog_posts(
  p_query text,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_published boolean default null,
  p_campaign_id uuid default null
)
returns table (
  id uuid,
  title text,
  slug text,
  content text,
  meta_description text,
  seo_title text,
  featured_image text,
  featured_image_alt text,
  published boolean,
  created_at timestamptz,
  updated_at timestamptz,
  campaign_id uuid,
  reading_time integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.like_pattern(p_query);
  newer boolean := p_after_created_at is not null;
begin
  if (select private.is_editor()) or not (select private.is_staff()) then
    return query execute private.admin_search_statement(
      'search_blog_posts', 'public.blog_posts',
      array['id', 'title', 'slug', 'content', 'meta_description', 'seo_title', 'featured_image',
        'featured_image_alt', 'published', 'created_at', 'updated_at', 'campaign_id', 'reading_time'],
      array['title', 'slug'], array['published', 'campaign_id'], newer
    )
    using pattern, p_before_created_at, p_before_id, p_after_created_at,
      p_after_id, private.admin_search_limit(p_limit), p_published, p_campaign_id;
    return;
  end if;
  -- A writer: the same keyset paging (newest first; oldest first after a position).
  return query
    select p.id, p.title, p.slug, p.content, p.meta_description, p.seo_title, p.featured_image,
      p.featured_image_alt, p.published, p.created_at, p.updated_at, p.campaign_id, p.reading_time
    from public.blog_posts p
    where (p.published or p.author_id = (select auth.uid()))
      and (p.title ilike pattern or p.slug ilike pattern)
      and (p_before_created_at is null or (p.created_at <= p_before_created_at
        and (p.created_at < p_before_created_at or p.id < p_before_id)))
      and (p_after_created_at is null or (p.created_at >= p_after_created_at
        and (p.created_at > p_after_created_at or p.id > p_after_id)))
      and (p_published is null or p.published = p_published)
      and (p_campaign_id is null or p.campaign_id = p_campaign_id)
    order by
      case when newer then p.created_at end asc, case when newer then p.id end asc,
      case when not newer then p.created_at end desc, case when not newer then p.id end desc
    limit private.admin_search_limit(p_limit);
end
$$;
