export const creditOrderKeys = {
  all: () => ['credit_orders'] as const,
  admin: () => ['credit_orders', 'admin'] as const,
}
