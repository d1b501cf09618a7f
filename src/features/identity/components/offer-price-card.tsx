import { ShieldCheck, ShoppingCart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { identityOffer as copy } from '@/content/identity-resolution'
import { formatCount } from '@shared/number-format'

const perLead = (dollars: number) => `$${dollars.toFixed(2)}`
const regularPrice = Math.round(copy.leadCount * copy.standardPerLead)

export function OfferPriceCard() {
  return (
    <div className="w-full rounded-2xl bg-white p-6 text-foreground shadow-2xl md:p-8">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-muted-foreground">Package</p>
          <p className="mt-1 text-2xl font-bold">{formatCount(copy.leadCount)} leads</p>
        </div>
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-bold text-emerald-800">
          Save ${formatCount(regularPrice - copy.price)}
        </span>
      </div>
      <p className="mt-6 flex items-baseline gap-3">
        <span className="text-5xl font-extrabold tracking-tight">${formatCount(copy.price)}</span>
        <span className="text-lg text-muted-foreground line-through">
          <span className="sr-only">Regular price </span>${formatCount(regularPrice)}
        </span>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-primary/10 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-primary">
            This offer
          </dt>
          <dd className="mt-1 text-2xl font-extrabold text-primary">
            {perLead(copy.offerPerLead)}
            <span className="block text-xs font-medium">per lead</span>
          </dd>
        </div>
        <div className="rounded-xl bg-muted p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Standard
          </dt>
          <dd className="mt-1 text-2xl font-extrabold text-muted-foreground">
            {perLead(copy.standardPerLead)}
            <span className="block text-xs font-medium">per lead</span>
          </dd>
        </div>
      </dl>
      <Button asChild size="lg" className="mt-6 w-full">
        <ExternalLink href={siteConfig.links.offerCheckout}>
          <ShoppingCart aria-hidden="true" />
          {copy.checkout}
        </ExternalLink>
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
        {copy.checkoutNote}
      </p>
    </div>
  )
}
