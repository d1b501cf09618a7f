/**
 * The one place the SPA reports an error: a toast the visitor or admin sees, and the console
 * with the cause (a warning: the failure was handled and shown). sonner loads with the toaster,
 * after hydration, so public pages do not wait for it. The same error again replaces its toast
 * (the title is its id) instead of stacking a copy on it.
 */
export function reportError(
  title: string,
  { description, cause }: { description?: string; cause?: unknown } = {},
): void {
  console.warn(description ? `${title}: ${description}` : title, ...(cause ? [cause] : []))
  void import('sonner').then(({ toast }) =>
    toast.error(title, { id: `error:${title}`, ...(description ? { description } : {}) }),
  )
}
