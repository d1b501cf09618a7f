/**
 * A success toast, the counterpart of reportError: sonner loads with the toaster, after
 * hydration, so the page that shows the toast does not carry it in its first load.
 */
export function reportSuccess(title: string, { description }: { description?: string } = {}): void {
  void import('sonner').then(({ toast }) =>
    toast.success(title, description ? { description } : undefined),
  )
}
