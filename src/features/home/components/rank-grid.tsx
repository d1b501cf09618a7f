import { cn } from '@/lib/utils'

// Illustrative local-search grid: the business ranks best near its location, worse further out.
const GRID = [
  [7, 5, 4, 5, 8],
  [5, 3, 2, 3, 6],
  [4, 2, 1, 2, 4],
  [6, 3, 2, 3, 7],
  [9, 6, 4, 6, 12],
]

const TONES = [
  { max: 3, label: 'Top 3', className: 'bg-emerald-600 text-white' },
  { max: 10, label: '4-10', className: 'bg-amber-300 text-ink' },
  { max: Infinity, label: '11+', className: 'bg-red-600 text-white' },
]

const toneOf = (rank: number) => TONES.find((tone) => rank <= tone.max)?.className

export function RankGrid() {
  return (
    <figure>
      <div
        aria-hidden="true"
        className="grid grid-cols-5 gap-2 rounded-xl border bg-slate-100 bg-[linear-gradient(115deg,transparent_46%,#fff_46%,#fff_50%,transparent_50%),linear-gradient(20deg,transparent_60%,#fff_60%,#fff_63%,transparent_63%)] p-3 sm:gap-3 sm:p-4"
      >
        {GRID.flatMap((row, y) =>
          row.map((rank, x) => (
            <span
              key={`${x}-${y}`}
              className={cn(
                'flex aspect-square items-center justify-center rounded-full text-sm font-bold shadow-md ring-2 ring-white',
                toneOf(rank),
              )}
            >
              {rank}
            </span>
          )),
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        Map rank:
        {TONES.map((tone) => (
          <span key={tone.label} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', tone.className)} />
            {tone.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
