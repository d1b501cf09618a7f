import { Check, ShoppingCart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { identityOffer as copy } from '@/content/identity-resolution'
import { SectionHeading } from '@/components/marketing/section-heading'

export function OfferIncludes() {
  return (
    <section aria-labelledby="includes-heading" className="py-16 md:py-24">
      <div className="container grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="includes-heading"
            title={copy.includesHeading}
            description={copy.guarantee}
            align="left"
          />
          <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
            <ExternalLink href={siteConfig.links.offerCheckout}>
              <ShoppingCart aria-hidden="true" />
              {copy.checkout}
            </ExternalLink>
          </Button>
        </div>
        <ul className="space-y-3">
          {copy.includes.map((item) => (
            <Card asChild key={item} radius="xl" padding="sm" className="flex gap-3">
              <li>
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                {item}
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  )
}
