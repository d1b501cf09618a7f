import { useLocation } from 'react-router-dom'
import {
  absoluteUrl,
  canonicalUrl,
  defaultKeywords,
  formatTitle,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type ProductOffer,
} from '@/lib/seo'

type SeoProps = {
  title: string
  description: string
  /** The page's own; a page without gets the site's (defaultKeywords). */
  keywords?: string[]
  /** Canonical path; defaults to the current path. */
  path?: string
  image?: string
  type?: 'website' | 'article'
  noIndex?: boolean
  product?: ProductOffer
}

/**
 * Page metadata. React 19 hoists title, meta and link elements into <head> (also when
 * prerendering), so no head-manager library is needed on the client.
 */
export function Seo({
  title,
  description,
  keywords,
  path,
  image,
  type,
  noIndex,
  product,
}: SeoProps) {
  const location = useLocation()
  const fullTitle = formatTitle(title)
  const canonical = canonicalUrl(path ?? location.pathname)
  const imageUrl = absoluteUrl(image ?? '/og-image.png')
  const robots = noIndex ? 'noindex, nofollow' : 'index, follow'
  const jsonLd = product ? [organizationJsonLd(), productJsonLd(product)] : [organizationJsonLd()]

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={(keywords ?? defaultKeywords()).join(', ')} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type ?? 'website'} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>
    </>
  )
}
