export type CustomerLogo = {
  name: string
  kind: string
  src: string
  width: number
  height: number
}

// Fictional customers with wordmarks drawn for this site (public/logos).
export const customerLogos: CustomerLogo[] = [
  { name: 'Relaytide CRM', kind: 'CRM', src: '/logos/relaytide.svg', width: 160, height: 40 },
  {
    name: 'RankHarbor',
    kind: 'Ranking tool',
    src: '/logos/rankharbor.svg',
    width: 160,
    height: 40,
  },
  {
    name: 'Brightloop Digital',
    kind: 'Digital agency',
    src: '/logos/brightloop.svg',
    width: 160,
    height: 40,
  },
  { name: 'LeadQuarry', kind: 'Lead tool', src: '/logos/leadquarry.svg', width: 160, height: 40 },
]
