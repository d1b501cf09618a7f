-- The campaign-scheduler schedule of 20251212000100, now with the project's secret key: Supabase
-- Cron sends the Vault secret `secret_key` (an sb_secret_... key) when it exists, else the legacy
-- `service_role_key`, as both `apikey` and bearer. The function runs with verify_jwt = false
-- (a secret key is not a JWT) and accepts only those keys. As before, where pg_cron or pg_net
-- is not available (the embedded local stack, a plain Postgres) this does nothing.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron/pg_net not available: campaign-scheduler is not scheduled here';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- cron.schedule replaces the job of the same name.
  perform cron.schedule(
    'campaign-scheduler',
    '*/5 * * * *',
    $command$
      with server_key as (
        select coalesce(
          (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
          (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ) as value
      )
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/campaign-scheduler',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'apikey', server_key.value,
          'Authorization', 'Bearer ' || server_key.value
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 10000
      )
      from server_key
    $command$
  );
end
$migration$;
