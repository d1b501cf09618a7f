import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const tones: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-900',
  completed: 'bg-slate-200 text-slate-800',
  queued: 'bg-slate-200 text-slate-800',
  running: 'bg-sky-100 text-sky-900',
  succeeded: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
}

/** A campaign's or a job's status word, coloured by meaning. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge className={cn('px-2 py-0.5 capitalize', tones[status])}>{status}</Badge>
}
