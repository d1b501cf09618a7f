// Hosted Supabase's per-role statement timeouts (Supabase docs, guides/database/postgres/timeouts:
// `anon` 3 s, `authenticated` 8 s; other roles keep the database's). Hosted sets them as role
// settings, which PostgREST applies on every request's role switch; the stack sets them in
// each request's transaction (stack-context.ts), so native Postgres cancels a statement that
// runs longer with 57014 "canceling statement due to statement timeout".
export const ROLE_STATEMENT_TIMEOUTS: Readonly<Record<string, string>> = {
  anon: '3s',
  authenticated: '8s',
}

export function statementTimeoutOf(role: string): string | null {
  return ROLE_STATEMENT_TIMEOUTS[role] ?? null
}

/**
 * PGlite runs a statement to its end on the stack's only thread and cannot cancel it, so a
 * timeout there would hold every other request. The equivalent guard: on PGlite, an RPC call
 * under a timed role whose arguments exceed this size is answered with the timeout's error
 * without running (a 9 MB argument to blog_reading_time took 5-11 s; 1 MiB takes well under a
 * second). Native Postgres runs it and lets the real timeout decide.
 */
export const PGLITE_TIMED_RPC_MAX_BYTES = 1024 * 1024

export const STATEMENT_TIMEOUT = {
  code: '57014',
  message: 'canceling statement due to statement timeout',
}
