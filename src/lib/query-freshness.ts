/**
 * Data read this recently is not read again when a screen mounts, so the first reads a page
 * starts beside the admin check (its `prefetch`) serve its first render instead of being read
 * twice. Realtime changes and saves refetch what they changed regardless.
 */
export const JUST_READ_MS = 2_000
