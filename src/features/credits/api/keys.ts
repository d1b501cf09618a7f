export const creditOrderKeys = {
  all: () => ['credit_orders'] as const,
  admin: () => ['credit_orders', 'admin'] as const,
  bySession: (sessionId: string) => ['credit_orders', 'session', sessionId] as const,
}
