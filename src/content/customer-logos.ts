import { illustrations, rasterSources, type RasterSources } from '@/content/illustrations'

export type CustomerLogo = RasterSources & {
  name: string
  kind: string
  width: number
  height: number
}

// Fictional customers with wordmarks drawn for this site (illustrations/logos).
export const customerLogos: CustomerLogo[] = [
  {
    name: 'Relaytide CRM',
    kind: 'CRM',
    ...rasterSources(illustrations.relaytide),
    width: 160,
    height: 40,
  },
  {
    name: 'RankHarbor',
    kind: 'Ranking tool',
    ...rasterSources(illustrations.rankharbor),
    width: 160,
    height: 40,
  },
  {
    name: 'Brightloop Digital',
    kind: 'Digital agency',
    ...rasterSources(illustrations.brightloop),
    width: 160,
    height: 40,
  },
  {
    name: 'LeadQuarry',
    kind: 'Lead tool',
    ...rasterSources(illustrations.leadquarry),
    width: 160,
    height: 40,
  },
]
