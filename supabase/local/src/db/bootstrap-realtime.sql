-- The publication Supabase Realtime reads (every hosted project has it, empty at first).

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
