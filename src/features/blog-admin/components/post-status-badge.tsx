import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

export function PostStatusBadge({ published }: { published: boolean }) {
  return (
    <Badge
      className={cn(
        'py-0.5',
        published ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {published ? 'Published' : 'Draft'}
    </Badge>
  )
}
