// The site's one date style (en-US, the reader's time zone); the blog page's long UTC date is
// the edge function's and lives in `@shared/blog-post`.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** en-US date, e.g. "May 20, 2025". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
/** en-US date and time, e.g. "May 20, 2025, 1:05 PM". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))
