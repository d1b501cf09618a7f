import { Card } from '@/components/ui/card'
import { gridSpacing, rankGrid, rankTrackingSample as sample } from '@/content/gmb-sample'
import { rankColor, rankTiers } from '@/features/services/components/gmb/rank-colors'

const SIZE = 420
const ORIGIN = 48
const STEP = 54
const ranks = rankGrid.flat()

const minorStreets = [75, 130, 185, 240, 295, 350]
const parks = [
  { x: 262, y: 60, width: 92, height: 58 },
  { x: 36, y: 300, width: 70, height: 84 },
]

/** A drawn street map with a 7 × 7 grid of rank pins, coloured by rank. */
export function RankMap({ className }: { className?: string }) {
  return (
    <Card asChild radius="2xl" padding="none" className={className}>
      <section aria-labelledby="rank-map-heading" className="p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="rank-map-heading" className="text-lg font-bold">
            Rank map
          </h2>
          <p className="text-sm text-muted-foreground">
            7 × 7 grid · {gridSpacing} spacing · “{sample.keyword}”
          </p>
        </div>
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-labelledby="rank-map-title"
          className="mx-auto mt-4 aspect-square w-full max-w-[520px] rounded-xl"
        >
          <title id="rank-map-title">
            {`Rank map for “${sample.keyword}” around ${sample.name}: top 3 at ${sample.foundTop3} of ${ranks.length} points, top 10 at ${sample.foundTop10}, average rank ${sample.averageRank}.`}
          </title>
          <rect width={SIZE} height={SIZE} fill="#eef2f6" />
          {parks.map((park) => (
            <rect key={park.x} {...park} rx="10" fill="#d7eedc" />
          ))}
          <path
            d="M-10 250 C80 220 140 300 230 270 S360 190 430 215"
            fill="none"
            stroke="#c7def3"
            strokeWidth="22"
          />
          {minorStreets.map((at) => (
            <g key={at} stroke="#ffffff" strokeWidth="4">
              <line x1={at} y1="0" x2={at} y2={SIZE} />
              <line x1="0" y1={at} x2={SIZE} y2={at} />
            </g>
          ))}
          <g stroke="#ffffff" strokeWidth="11" strokeLinecap="round">
            <line x1="0" y1="156" x2={SIZE} y2="176" />
            <line x1="214" y1="0" x2="196" y2={SIZE} />
            <line x1="20" y1="420" x2="400" y2="30" stroke="#fde9b8" strokeWidth="9" />
          </g>
          {rankGrid.map((row, y) =>
            row.map((rank, x) => {
              const cx = ORIGIN + x * STEP
              const cy = ORIGIN + y * STEP
              const isCentre = x === 3 && y === 3
              return (
                <g key={`${x}-${y}`}>
                  {isCentre && (
                    <circle cx={cx} cy={cy} r="22" fill="none" stroke="#4f46e5" strokeWidth="3" />
                  )}
                  <circle
                    cx={cx}
                    cy={cy}
                    r="16"
                    fill={rankColor(rank)}
                    stroke="#ffffff"
                    strokeWidth="2.5"
                  />
                  <text
                    x={cx}
                    y={cy}
                    dy="0.35em"
                    textAnchor="middle"
                    fontSize="13"
                    fontWeight="700"
                    fill="#ffffff"
                  >
                    {rank}
                  </text>
                </g>
              )
            }),
          )}
        </svg>
        <ul className="mt-4 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm">
          {rankTiers.map((tier) => (
            <li key={tier.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ backgroundColor: tier.color }}
              />
              {tier.label}: {ranks.filter(tier.matches).length} points
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full border-2 border-primary" />
            Your business
          </li>
        </ul>
      </section>
    </Card>
  )
}
