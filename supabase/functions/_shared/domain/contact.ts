// The contact form's rules, shared by the /contact form and the submit-contact function.
// The limits are the contact_messages table's check constraints.
import { z } from 'zod'

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
  tooMany: 'Too many messages from your address. Please try again later.',
  tooManyFor: (wait: string) => `Too many messages from your address. Please try again in ${wait}.`,
  sendFailed: 'Your message could not be sent. Please try again.',
} as const

const text = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong)

export const contactMessageSchema = z.object({
  name: text(CONTACT_LIMITS.name, contactMessages.nameRequired, contactMessages.nameTooLong),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, contactMessages.emailInvalid)
    .pipe(z.email(contactMessages.emailInvalid)),
  subject: text(
    CONTACT_LIMITS.subject,
    contactMessages.subjectRequired,
    contactMessages.subjectTooLong,
  ),
  message: text(
    CONTACT_LIMITS.message,
    contactMessages.messageRequired,
    contactMessages.messageTooLong,
  ),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * The refusal's text for a 429: when it names how long to wait (Retry-After, in seconds), the
 * visitor is told, rounded up to whole seconds, minutes or hours.
 */
export function tooManyMessage(retryAfter: string | null): string {
  const seconds = Number(retryAfter)
  if (!retryAfter || !Number.isFinite(seconds) || seconds <= 0) return contactMessages.tooMany
  if (seconds < 60) return contactMessages.tooManyFor(plural(Math.ceil(seconds), 'second'))
  if (seconds < 3600) return contactMessages.tooManyFor(plural(Math.ceil(seconds / 60), 'minute'))
  return contactMessages.tooManyFor(plural(Math.ceil(seconds / 3600), 'hour'))
}
