// Keys start with the table name, so a realtime change to a table refreshes every query on it
// that is on screen (and the blog feature's `['blog_posts', …]` keys follow the same rule).
export const registrationKeys = {
  all: () => ['Webinar Registration'] as const,
  list: () => ['Webinar Registration', 'list'] as const,
  stats: () => ['Webinar Registration', 'stats'] as const,
}
