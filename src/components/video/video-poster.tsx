import { useId } from 'react'
import { cn } from '@/lib/utils'

const BARS = [38, 52, 44, 70, 58, 84, 76, 96]

/** A drawn product still used behind video players until (or unless) the video loads. */
export function VideoPoster({ className }: { className?: string }) {
  const id = useId()
  const background = `${id}-bg`
  const line = `${id}-line`
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={cn('size-full', className)}
    >
      <defs>
        <linearGradient id={background} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1020" />
          <stop offset="1" stopColor="#2a2470" />
        </linearGradient>
        <linearGradient id={line} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset="1" stopColor="#818cf8" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${background})`} />
      <circle cx="560" cy="40" r="160" fill="#4f46e5" opacity="0.25" />
      <g transform="translate(70 46)">
        <rect
          width="500"
          height="268"
          rx="14"
          fill="#141a33"
          stroke="#ffffff"
          strokeOpacity="0.12"
        />
        <circle cx="18" cy="16" r="4" fill="#f87171" />
        <circle cx="32" cy="16" r="4" fill="#fbbf24" />
        <circle cx="46" cy="16" r="4" fill="#34d399" />
        <rect x="0" y="32" width="500" height="1" fill="#ffffff" opacity="0.1" />
        <rect x="14" y="48" width="92" height="206" rx="8" fill="#ffffff" opacity="0.04" />
        {[64, 84, 104, 124, 144].map((y, i) => (
          <rect
            key={y}
            x="24"
            y={y}
            width={i === 1 ? 62 : 52}
            height="8"
            rx="4"
            fill="#ffffff"
            opacity={i === 1 ? 0.5 : 0.18}
          />
        ))}
        <g transform="translate(120 48)">
          {[0, 124, 248].map((x, i) => (
            <g key={x} transform={`translate(${x} 0)`}>
              <rect width="112" height="54" rx="8" fill="#ffffff" opacity="0.06" />
              <rect x="12" y="12" width="44" height="6" rx="3" fill="#ffffff" opacity="0.3" />
              <rect
                x="12"
                y="28"
                width={[58, 40, 66][i]}
                height="14"
                rx="4"
                fill={i === 1 ? '#22d3ee' : '#ffffff'}
                opacity={i === 1 ? 0.9 : 0.75}
              />
            </g>
          ))}
          <rect y="66" width="236" height="140" rx="8" fill="#ffffff" opacity="0.06" />
          <path
            d="M14 180 C50 170 62 136 96 140 S150 104 176 110 S212 84 224 80"
            fill="none"
            stroke={`url(#${line})`}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <rect x="248" y="66" width="112" height="140" rx="8" fill="#ffffff" opacity="0.06" />
          {BARS.map((h, i) => (
            <rect
              key={i}
              x={258 + i * 12}
              y={196 - h}
              width="8"
              height={h}
              rx="2"
              fill="#818cf8"
              opacity={0.5 + i * 0.06}
            />
          ))}
        </g>
      </g>
    </svg>
  )
}
