import { formatPageTitle } from '@shared/page-title'
import { siteConfig } from '@/config/site'

/** Every title gets the suffix unless it already names the brand. */
export function formatTitle(title: string, brand: string = siteConfig.brand) {
  return formatPageTitle(title, brand)
}

/**
 * The keywords of a page that names none of its own (the thank-you, not-found and admin pages):
 * every page carries keywords, the site's when not its own.
 */
export const defaultKeywords = (brand: string = siteConfig.brand) => [
  brand,
  'AI CRM',
  'identity resolution',
  'lead generation',
  'marketing automation',
]

export function canonicalUrl(path: string) {
  const clean = path === '/' ? '' : path.replace(/\/$/, '')
  return `${siteConfig.siteUrl}${clean}`
}

export function absoluteUrl(pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteConfig.siteUrl}${pathOrUrl}`
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brand,
    url: siteConfig.siteUrl,
    logo: absoluteUrl('/logo.svg'),
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phone,
    sameAs: [siteConfig.links.communityInvite],
  }
}

export type ProductOffer = {
  name: string
  description: string
  price: number
  currency: string
  url: string
}

export function productJsonLd(product: ProductOffer) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: siteConfig.brand },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
      url: product.url,
    },
  }
}

/** JSON inside a script tag must not be able to close the tag. */
export function serializeJsonLd(data: unknown) {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
