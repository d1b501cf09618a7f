// The project URL and the browser's key, apart from supabase-js: the public blog reads with
// plain fetch and must not pull the client library onto its pages. Vite inlines both after
// checking them with zod (scripts/lib/build-env.ts): a production build without them fails, the
// dev server and unit tests get the local stack's.
export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL
/** The publishable key (or the legacy anon key): acts as the anon role. */
export const supabaseKey = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY
