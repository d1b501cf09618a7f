// Hard-coded sample data for the /gmb-tank-tracking demo. Nothing here is
// fetched: the page shows what a rank-tracking report looks like.

export type RankTrackingSummary = {
  name: string
  credits: number
  startDate: string
  lastDate: string
  keyword: string
  averageRank: number
  averageRankTop3: number
  averageRankTop10: number
  foundTop3: number
  foundTop10: number
  currentRank: number
  lastUpdated: string
}

export type RankedBusiness = {
  position: number
  rating: number
  reviews: number
  name: string
  coordinates: string
}

export type ScanHistoryRow = { id: string; date: string; time: string }

export type Competitor = { position: number; name: string; rating: number }

export const rankTrackingSample: RankTrackingSummary = {
  name: 'Pixel Vault Games',
  credits: 1175,
  startDate: '4/26/2025',
  lastDate: '5/20/2025',
  keyword: 'video game store',
  averageRank: 3.71,
  averageRankTop3: 2.33,
  averageRankTop10: 3.36,
  foundTop3: 27,
  foundTop10: 47,
  currentRank: 4,
  lastUpdated: '5/20/2025',
}

/** Grid spacing of the scan, shown beside the map. */
export const gridSpacing = '0.5 mi'

/**
 * Rank of the business at each point of a 7 × 7 scan grid (north row first), centred on
 * its storefront. The summary figures above are computed from this grid (see the test).
 */
export const rankGrid: number[][] = [
  [11, 4, 3, 3, 3, 4, 5],
  [5, 3, 3, 2, 3, 4, 6],
  [4, 3, 1, 1, 2, 3, 5],
  [4, 2, 1, 1, 1, 3, 5],
  [5, 3, 2, 1, 2, 3, 6],
  [5, 4, 3, 2, 3, 4, 6],
  [6, 4, 3, 3, 4, 5, 13],
]

export const businessRankings: RankedBusiness[] = [
  {
    position: 1,
    rating: 4.7,
    reviews: 1284,
    name: 'Level Up Game Exchange',
    coordinates: '30.2711, -97.7437',
  },
  {
    position: 2,
    rating: 4.8,
    reviews: 642,
    name: 'Respawn Retro Games',
    coordinates: '30.2649, -97.7502',
  },
  {
    position: 3,
    rating: 4.6,
    reviews: 918,
    name: 'Player Two Games & Comics',
    coordinates: '30.2598, -97.7385',
  },
  {
    position: 4,
    rating: 4.9,
    reviews: 356,
    name: 'Pixel Vault Games',
    coordinates: '30.2672, -97.7431',
  },
  {
    position: 5,
    rating: 4.5,
    reviews: 271,
    name: 'Cartridge Castle',
    coordinates: '30.2755, -97.7350',
  },
  {
    position: 6,
    rating: 4.4,
    reviews: 489,
    name: 'Boss Battle Games',
    coordinates: '30.2583, -97.7560',
  },
  {
    position: 7,
    rating: 4.6,
    reviews: 167,
    name: 'Extra Life Video Games',
    coordinates: '30.2804, -97.7468',
  },
  {
    position: 8,
    rating: 4.3,
    reviews: 203,
    name: 'Power Up Arcade Store',
    coordinates: '30.2521, -97.7412',
  },
  {
    position: 9,
    rating: 4.2,
    reviews: 96,
    name: 'Continue Screen Games',
    coordinates: '30.2690, -97.7615',
  },
  {
    position: 10,
    rating: 4.5,
    reviews: 128,
    name: 'Save Point Gaming',
    coordinates: '30.2836, -97.7299',
  },
]

export const scanHistory: ScanHistoryRow[] = [
  { id: 'SCN-1025', date: '5/20/2025', time: '9:00 AM' },
  { id: 'SCN-1024', date: '5/19/2025', time: '9:00 AM' },
  { id: 'SCN-1023', date: '5/18/2025', time: '9:00 AM' },
  { id: 'SCN-1022', date: '5/17/2025', time: '9:00 AM' },
  { id: 'SCN-1021', date: '5/16/2025', time: '9:00 AM' },
]

/** The history list offers five pages; the demo shows the same sample rows on each. */
export const historyPageCount = 5

export const competitors: Competitor[] = [
  { position: 1, name: 'Level Up Game Exchange', rating: 4.7 },
  { position: 2, name: 'Respawn Retro Games', rating: 4.8 },
  { position: 3, name: 'Player Two Games & Comics', rating: 4.6 },
]
