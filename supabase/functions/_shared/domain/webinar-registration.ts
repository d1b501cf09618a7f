// The workshop registration's rules, shared by the /workshop form and register-webinar.
// The limits are the "Webinar Registration" table's check constraints.
import { z } from 'zod'
import { OFFERED_WORKSHOP_TITLES } from './workshop-offer.ts'

export const WEBINAR_LIMITS = { name: 200, email: 320, webinarTitle: 200 } as const

export const webinarMessages = {
  nameRequired: 'name is required',
  nameTooLong: `name must be at most ${WEBINAR_LIMITS.name} characters`,
  nameCharacters: "name may contain letters, digits, spaces and . , ' ’ ( ) & -",
  emailRequired: 'email is required',
  emailInvalid: 'email must be a valid email address',
  titleRequired: 'webinar_title is required',
  titleTooLong: `webinar_title must be at most ${WEBINAR_LIMITS.webinarTitle} characters`,
  titleCharacters: "webinar_title may contain letters, digits, spaces and . , : ' ’ ( ) & ! ? -",
  titleNotOffered: 'webinar_title must be a workshop this site offers',
  sourceInvalid: 'utm_source, utm_medium and utm_campaign may be at most 200 plain characters',
  referrerInvalid: 'referrer must be an http(s) address of at most 2000 characters',
} as const

// A campaign parameter: printable text, no markup (it is shown on the dashboard).
const sourceText = z
  .string()
  .trim()
  .max(200, webinarMessages.sourceInvalid)
  .regex(/^[^\p{Cc}<>]*$/u, webinarMessages.sourceInvalid)
  .optional()

// People's names and workshop titles, in any script; no markup, no control characters.
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’()&-]+$/u
const TITLE_PATTERN = /^[\p{L}\p{M}\p{N} .,:'’()&!?-]+$/u

export const webinarRegistrationSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, webinarMessages.nameRequired)
      .max(WEBINAR_LIMITS.name, webinarMessages.nameTooLong)
      .regex(NAME_PATTERN, webinarMessages.nameCharacters),
    email: z
      .string()
      .trim()
      .min(1, webinarMessages.emailRequired)
      .max(WEBINAR_LIMITS.email, webinarMessages.emailInvalid)
      .pipe(z.email(webinarMessages.emailInvalid)),
    webinar_title: z
      .string()
      .trim()
      .min(1, webinarMessages.titleRequired)
      .max(WEBINAR_LIMITS.webinarTitle, webinarMessages.titleTooLong)
      .regex(TITLE_PATTERN, webinarMessages.titleCharacters)
      // Only the site's own titles: the title goes into the confirmation email, so a free one
      // would let anyone send their text from the brand's address.
      .refine((title) => OFFERED_WORKSHOP_TITLES.includes(title), webinarMessages.titleNotOffered),
    // Where the registrant came from: the landing URL's campaign and the referring page.
    utm_source: sourceText,
    utm_medium: sourceText,
    utm_campaign: sourceText,
    referrer: z
      .string()
      .max(2000, webinarMessages.referrerInvalid)
      .regex(/^https?:\/\/[^\s<>]+$/, webinarMessages.referrerInvalid)
      .optional(),
  })
  .strict()

export type WebinarRegistration = z.infer<typeof webinarRegistrationSchema>
