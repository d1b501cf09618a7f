/**
 * A success toast, the counterpart of reportError: sonner loads with the toaster, after
 * hydration, so the page that shows the toast does not carry it in its first load. The error
 * toasts still on screen are dismissed: what they reported has since worked.
 */
export function reportSuccess(title: string, { description }: { description?: string } = {}): void {
  void import('sonner').then(({ toast }) => {
    for (const shown of toast.getToasts())
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id)
    toast.success(title, description ? { description } : undefined)
  })
}
