// The spec's texts for the dashboard's registrations (§8, §9), shared by code and tests.
export const placeholders = {
  name: 'Anonymous',
  email: 'No email provided',
} as const

export const registrationMessages = {
  dataErrorTitle: 'Data Fetch Error',
  dataErrorMessage: 'Error loading dashboard data',
  downloaded: 'Successfully downloaded registrations',
  downloadFailed: 'Failed to download registrations',
  noRegistrations: 'No registrations found',
  noRegistrationsHint:
    'If you expected registrations here, row-level security may be hiding them: this account must be listed in admin_users to read them.',
} as const
