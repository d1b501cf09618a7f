import { cn } from '@/lib/utils'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
      />
      <span className={label ? undefined : 'sr-only'}>{label ?? 'Loading'}</span>
    </span>
  )
}
