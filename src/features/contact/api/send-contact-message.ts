import { contactMessages, tooManyMessage, type ContactMessageInput } from '@shared/contact'
import { readFunctionError } from '@/lib/function-error'
import { invokeFunction } from '@/lib/invoke-function'

/** The function's refusal: its message, and per-field messages for a 400. */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly fields: Partial<Record<keyof ContactMessageInput, string>> = {},
  ) {
    super(message)
  }
}

const FIELD_NAMES = ['name', 'email', 'subject', 'message'] as const

// Plain fetch rather than supabase-js: /contact is a public page and stays free of the client.
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const response = await invokeFunction('submit-contact', input).catch(() => null)
  if (!response) throw new ContactSendError(contactMessages.sendFailed)
  if (response.ok) return
  // A 429 says when to try again (Retry-After): the message says so instead of 'later'.
  if (response.status === 429)
    throw new ContactSendError(tooManyMessage(response.headers.get('Retry-After')))
  const failure = await readFunctionError(response, contactMessages.sendFailed)
  const fields: Partial<Record<keyof ContactMessageInput, string>> = {}
  for (const name of FIELD_NAMES) {
    const text = failure.fields[name]
    if (text !== undefined) fields[name] = text
  }
  throw new ContactSendError(failure.message, fields)
}
