import { cn } from '@/lib/utils'

type ProgressBarProps = { percent: number; tone?: 'gradient' | 'solid'; className?: string }

/** A decorative bar that echoes a figure shown as text beside it. */
export function ProgressBar({ percent, tone = 'gradient', className }: ProgressBarProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="progress-bar"
      className={cn('h-2.5 overflow-hidden rounded-full bg-primary/10', className)}
    >
      <div
        className={cn(
          'h-full rounded-full',
          tone === 'gradient' ? 'bg-gradient-to-r from-primary to-accent' : 'bg-primary',
        )}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  )
}
