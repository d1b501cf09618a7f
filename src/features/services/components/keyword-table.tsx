import { formatCount } from '@shared/number-format'
import { Card } from '@/components/ui/card'
import type { KeywordRow } from '@/content/marketing-seo'
import { cn } from '@/lib/utils'

type Level = { label: 'Easy' | 'Medium' | 'Hard'; className: string }

export function difficultyLevel(difficulty: number): Level {
  if (difficulty < 40) return { label: 'Easy', className: 'bg-emerald-50 text-emerald-800' }
  if (difficulty < 70) return { label: 'Medium', className: 'bg-amber-50 text-amber-800' }
  return { label: 'Hard', className: 'bg-rose-50 text-rose-800' }
}

const cell = 'px-3 py-3 sm:px-5'

/** On phones the intent moves under the keyword so the table fits without sideways scrolling. */
export function KeywordTable({ caption, rows }: { caption: string; rows: KeywordRow[] }) {
  return (
    <Card radius="2xl" padding="none" className="overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="border-b px-3 py-3 text-left text-sm font-medium text-muted-foreground sm:px-5">
          {caption}
        </caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              Keyword
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              Monthly volume
            </th>
            <th scope="col" className={cell}>
              Difficulty
            </th>
            <th scope="col" className={cn(cell, 'hidden sm:table-cell')}>
              Intent
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const level = difficultyLevel(row.difficulty)
            return (
              <tr key={row.keyword} className="border-t">
                <th scope="row" className={cn(cell, 'font-medium text-foreground')}>
                  {row.keyword}
                  <span className="mt-1 block text-xs font-normal text-muted-foreground sm:hidden">
                    {row.intent}
                  </span>
                </th>
                <td className={cn(cell, 'text-right tabular-nums text-foreground')}>
                  {formatCount(row.volume)}
                </td>
                <td className={cell}>
                  <span
                    className={cn(
                      'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                      level.className,
                    )}
                  >
                    {row.difficulty} · {level.label}
                  </span>
                </td>
                <td className={cn(cell, 'hidden text-foreground sm:table-cell')}>{row.intent}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Card>
  )
}
