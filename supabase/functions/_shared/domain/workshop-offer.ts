// The workshops the site offers, and how often one address may be sent a personal link. Shared
// by the /workshop page (its title) and register-webinar (which accepts only these titles, so no
// caller-chosen text reaches an email, and sends at most one link an hour to an address). No
// zod here: the page loads this on its first paint.

/** The /workshop page's training; registrations record it as webinar_title. */
export const WORKSHOP_TITLE = 'Identity Resolution Workshop'

/** Every title register-webinar accepts. */
export const OFFERED_WORKSHOP_TITLES: readonly string[] = [WORKSHOP_TITLE]

/** A repeat registration within this many minutes of the address's last link sends nothing. */
export const LINK_RESEND_MINUTES = 60

/** What register-webinar answers (200) when it sent nothing because a link went out recently. */
export const LINK_RECENTLY_SENT =
  'You are already registered, and your personal link was emailed less than an hour ago: please check your inbox (and spam folder). Nothing new was sent.'
