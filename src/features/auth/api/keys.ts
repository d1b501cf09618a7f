export const authKeys = {
  all: () => ['auth'] as const,
  isAdmin: (userId: string) => ['auth', 'is-admin', userId] as const,
  assurance: (accessToken: string) => ['auth', 'assurance', accessToken] as const,
  factors: () => ['auth', 'factors'] as const,
}
