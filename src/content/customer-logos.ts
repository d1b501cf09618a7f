import { illustrations, rasterImage, type RasterImage } from '@/content/illustrations'

export type CustomerLogo = RasterImage & {
  name: string
  kind: string
}

// Fictional customers with wordmarks drawn for this site (illustrations/logos).
export const customerLogos: CustomerLogo[] = [
  {
    name: 'Relaytide CRM',
    kind: 'CRM',
    ...rasterImage(illustrations.relaytide),
  },
  {
    name: 'RankHarbor',
    kind: 'Ranking tool',
    ...rasterImage(illustrations.rankharbor),
  },
  {
    name: 'Brightloop Digital',
    kind: 'Digital agency',
    ...rasterImage(illustrations.brightloop),
  },
  {
    name: 'LeadQuarry',
    kind: 'Lead tool',
    ...rasterImage(illustrations.leadquarry),
  },
]
