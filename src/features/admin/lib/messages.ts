// The spec's texts for the portal's admin check (§8, §9), shared by code and tests.
export const dashboardMessages = {
  authErrorTitle: 'Authentication Error',
  authErrorMessage: 'There was an issue verifying your login status',
} as const
