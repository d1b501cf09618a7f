-- The admin lists refetch on any change to these tables. Realtime checks each
-- subscriber's select policies, so anonymous sockets only hear about published posts.
alter publication supabase_realtime
  add table public.blog_posts, public.blog_campaigns, public."Webinar Registration";
