type RankTier = { label: string; color: string; matches: (rank: number) => boolean }

// Dark enough for white numbers on the pins to stay readable.
export const rankTiers: RankTier[] = [
  { label: 'Top 3', color: '#047857', matches: (rank) => rank <= 3 },
  { label: '4-10', color: '#b45309', matches: (rank) => rank > 3 && rank <= 10 },
  { label: '11+', color: '#b91c1c', matches: (rank) => rank > 10 },
]

export function rankColor(rank: number) {
  return rankTiers.find((tier) => tier.matches(rank))?.color ?? '#475569'
}
