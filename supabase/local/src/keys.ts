import type { StackKeys } from './stack-context.ts'

// The public demo values `supabase start` prints (Supabase CLI pkg/config/apikeys.go). Local use only.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
// Opaque keys of newer CLIs; the gateway maps them to the JWTs above.
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

export const demoKeys: StackKeys = {
  jwtSecret: DEMO_JWT_SECRET,
  anonKey: DEMO_ANON_KEY,
  serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
}

/** Maps an opaque sb_ key to the JWT it stands for, as the CLI's gateway does. */
export function jwtForOpaqueKey(key: string, keys: StackKeys): string | undefined {
  if (key === DEMO_SECRET_KEY) return keys.serviceRoleKey
  if (key === DEMO_PUBLISHABLE_KEY) return keys.anonKey
  return undefined
}
