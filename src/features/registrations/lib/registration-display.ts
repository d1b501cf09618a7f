import { placeholders } from '@/features/registrations/lib/messages'
import type { Registration } from '@/features/registrations/lib/types'

// Blank values get a placeholder; others are kept exactly (for the CSV, a leading
// tab is data to neutralise, not whitespace to drop).
const orPlaceholder = (value: string | null, placeholder: string) =>
  value && value.trim() !== '' ? value : placeholder

export const registrantName = (r: Registration) => orPlaceholder(r.name, placeholders.name)
export const registrantEmail = (r: Registration) => orPlaceholder(r.Email, placeholders.email)
