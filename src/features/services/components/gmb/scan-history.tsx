import { island } from '@/islands/island'
import { Clock } from 'lucide-react'
import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { historyPageCount, scanHistory } from '@/content/gmb-sample'
import { cn } from '@/lib/utils'

const pages = Array.from({ length: historyPageCount }, (_, index) => index + 1)

/** The scan history list. The pager is part of the demo: every page lists the same sample scans. */
export function ScanHistory({ className }: { className?: string }) {
  const [page, setPage] = useState(1)

  return (
    <Card asChild radius="2xl" className={className}>
      <section aria-labelledby="scan-history-heading" className="flex flex-col">
        <h2 id="scan-history-heading" className="text-lg font-bold">
          Scan history
        </h2>
        <ul className="mt-4 flex-1 divide-y">
          {scanHistory.map((scan) => (
            <li key={scan.id} className="flex items-center justify-between gap-4 py-3">
              <span className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                  <Clock aria-hidden="true" className="size-4" />
                </span>
                <span>
                  <span className="block font-medium">{scan.date}</span>
                  <span className="block text-sm text-muted-foreground">{scan.time}</span>
                </span>
              </span>
              <span className="font-mono text-sm text-muted-foreground">{scan.id}</span>
            </li>
          ))}
        </ul>
        <nav
          aria-label="Scan history pages"
          className="mt-4 flex items-center justify-between gap-3 border-t pt-4"
        >
          <p className="text-sm text-muted-foreground">
            Page {page} of {historyPageCount}
          </p>
          <ul className="flex gap-1">
            {pages.map((number) => (
              <li key={number}>
                <button
                  type="button"
                  aria-label={`Page ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => setPage(number)}
                  className={cn(
                    'size-9 rounded-md text-sm font-semibold transition-colors',
                    number === page ? 'bg-primary text-white' : 'hover:bg-muted',
                  )}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </Card>
  )
}

export const ScanHistoryIsland = island('scan-history', ScanHistory)
