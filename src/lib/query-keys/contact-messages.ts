// Every contact_messages query key, generic to specific: the contact inbox's list, and the
// portal's email backlog under it, so a new message (realtime) refreshes both.
export const contactMessageKeys = {
  all: () => ['contact_messages'] as const,
  list: () => ['contact_messages', 'list'] as const,
}
