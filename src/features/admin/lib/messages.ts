// The spec's texts for the portal's admin check (§8, §9), shared by code and tests.
export const dashboardMessages = {
  authErrorTitle: 'Authentication Error',
  authErrorMessage: 'There was an issue verifying your login status',
} as const

/** A portal screen the signed-in role may not open (typed into the address bar). */
export const screenGuardMessages = {
  refused: (role: string) => `Your role (${role}) cannot open this screen.`,
  goTo: (screen: string) => `Go to ${screen}`,
} as const
