import { Seo } from '@/components/seo'
import { identityOffer as copy } from '@/content/identity-resolution'
import { SlimHeader } from '@/components/marketing/slim-header'
import { EmailSequence } from '@/features/identity/components/email-sequence'
import { OfferHero } from '@/features/identity/components/offer-hero'
import { OfferIncludes } from '@/features/identity/components/offer-includes'
import { canonicalUrl } from '@/lib/seo'

export function Component() {
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.seoDescription}
        keywords={copy.keywords}
        product={{
          name: copy.productName,
          description: copy.productDescription,
          price: copy.price,
          currency: 'USD',
          url: canonicalUrl('/identity-resolution-offer'),
        }}
      />
      <SlimHeader />
      <OfferHero />
      <EmailSequence />
      <OfferIncludes />
    </>
  )
}
