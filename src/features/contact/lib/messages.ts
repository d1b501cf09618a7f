// The spec's texts for the dashboard's inbox (§8, §9), shared by code and tests.
export const inboxMessages = {
  loadMessagesFailed: 'Failed to load contact messages',
  noMessages: 'No messages yet. Messages sent through the contact form appear here as they arrive.',
} as const
