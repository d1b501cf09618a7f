-- Hosted Supabase: Supabase Cron (pg_cron) calls the campaign-scheduler edge function every
-- five minutes through pg_net. The project URL and the service-role key come from Vault
-- (README, "Campaign schedule"), so no secret lives in a migration. Where the extensions are
-- not available (the embedded local stack, a plain Postgres) this does nothing: the local
-- stack runs the same schedule itself (supabase/local/src/services/cron).
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: campaign-scheduler is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- cron.schedule replaces a job of the same name, so re-running this is harmless.
  perform cron.schedule(
    'campaign-scheduler',
    '*/5 * * * *',
    $command$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/campaign-scheduler',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (
            select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
          )
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 10000
      )
    $command$
  );
end
$migration$;
