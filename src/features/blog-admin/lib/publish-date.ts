import { blogAdminMessages } from '@/features/blog-admin/lib/messages'

// The Publish date field holds a datetime-local value ('2026-12-01T09:30:00', the admin's own
// time zone), '' when the post has none, or NOT_A_DATE when the browser holds a half-typed one.
export const NOT_A_DATE = 'not-a-date'

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO timestamp as the field shows it (local time, to the second); '' for none. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** The field's value as the ISO timestamp the row stores; null when empty or not a date. */
export function fromLocalDateTime(value: string): string | null {
  if (value.trim() === '') return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/**
 * What is wrong with a post's publish date, or null. A draft with a future date is scheduled;
 * a draft may keep the past date it was saved with (an unpublished post keeps its date), but a
 * new past date on a draft schedules nothing and is refused. A published post's date cannot be
 * in the future (publishing would set it to now).
 */
export function publishDateProblem(
  values: { published: boolean; published_at: string; saved_published_at: string },
  now: Date,
): string | null {
  const value = values.published_at.trim()
  if (value === '') return null
  const at = fromLocalDateTime(value)
  if (at === null) return blogAdminMessages.publishDateInvalid
  const future = new Date(at).getTime() > now.getTime()
  if (values.published) return future ? blogAdminMessages.publishDateFuture : null
  if (!future && value !== values.saved_published_at) return blogAdminMessages.publishDatePast
  return null
}

/** A draft with a publish date in the future: the scheduler publishes it then. */
export function isScheduled(post: { published: boolean; published_at: string | null }, now: Date) {
  return (
    !post.published &&
    post.published_at !== null &&
    new Date(post.published_at).getTime() > now.getTime()
  )
}

const scheduleFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/** 'Scheduled for December 1, 2026 at 9:30 AM' (en-US long, the reader's time zone). */
export const scheduledLabel = (iso: string) =>
  `Scheduled for ${scheduleFormat.format(new Date(iso))}`
