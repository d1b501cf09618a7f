// Where a registrant came from: the landing URL's campaign parameters, kept with the
// registration (and its referrer). Zod-free, so the workshop page can read them on load.

/** The landing URL's campaign parameters as a registration keeps them. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
