// A manual credit grant, as the portal's form checks it; grant_credits (the database) refuses
// the same input with the same sentences.
import { z } from 'zod'

export const MAX_GRANT_CREDITS = 10_000_000
export const GRANT_NOTE_MAX = 500

export const creditGrantMessages = {
  email: 'Enter the customer’s email address',
  credits: 'Credits must be a whole number from 1 to 10,000,000',
  note: 'Say why, in at most 500 characters',
  granted: (credits: number, email: string) =>
    `Granted ${credits.toLocaleString('en-US')} credits to ${email}`,
} as const

export const creditGrantSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320, creditGrantMessages.email)
    .pipe(z.email(creditGrantMessages.email)),
  credits: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, creditGrantMessages.credits)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, creditGrantMessages.credits)
        .max(MAX_GRANT_CREDITS, creditGrantMessages.credits),
    ),
  note: z
    .string()
    .trim()
    .min(1, creditGrantMessages.note)
    .max(GRANT_NOTE_MAX, creditGrantMessages.note),
})

export type CreditGrantInput = z.input<typeof creditGrantSchema>
export type CreditGrant = z.output<typeof creditGrantSchema>
