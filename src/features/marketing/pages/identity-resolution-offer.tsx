import { Seo } from '@/components/seo'
import { identityOffer as copy } from '@/content/identity-resolution'
import { SlimHeader } from '@/features/marketing/components/demo/slim-header'
import { EmailSequence } from '@/features/marketing/components/identity/email-sequence'
import { OfferHero } from '@/features/marketing/components/identity/offer-hero'
import { OfferIncludes } from '@/features/marketing/components/identity/offer-includes'
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
