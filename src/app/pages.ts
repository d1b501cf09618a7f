import { lazy, type ComponentType } from 'react'

type PageModule = { Component: ComponentType }

/**
 * Every page module, each its own lazy chunk, by "<feature>/<page>": a misspelt name or a
 * missing module is a type error. pages.test.ts checks each name matches its module's path.
 */
export const pageImports = {
  'admin/blog-management': () => import('@/features/admin/pages/blog-management'),
  'admin/dashboard': () => import('@/features/admin/pages/dashboard'),
  'admin/orders': () => import('@/features/admin/pages/orders'),
  'admin/videos': () => import('@/features/admin/pages/videos'),
  'auth/admin-login': () => import('@/features/auth/pages/admin-login'),
  'blog/blog-list': () => import('@/features/blog/pages/blog-list'),
  'blog/blog-post': () => import('@/features/blog/pages/blog-post'),
  'campaigns/campaigns': () => import('@/features/campaigns/pages/campaigns'),
  'contact/contact': () => import('@/features/contact/pages/contact'),
  'credits/credit-topup': () => import('@/features/credits/pages/credit-topup'),
  'marketing/ai-bots': () => import('@/features/marketing/pages/ai-bots'),
  'marketing/branding': () => import('@/features/marketing/pages/branding'),
  'marketing/content': () => import('@/features/marketing/pages/content'),
  'marketing/dashboards': () => import('@/features/marketing/pages/dashboards'),
  'marketing/demo': () => import('@/features/marketing/pages/demo'),
  'marketing/email': () => import('@/features/marketing/pages/email'),
  'marketing/gmb-tank-tracking': () => import('@/features/marketing/pages/gmb-tank-tracking'),
  'marketing/home': () => import('@/features/marketing/pages/home'),
  'marketing/home2': () => import('@/features/marketing/pages/home2'),
  'marketing/identity-resolution': () => import('@/features/marketing/pages/identity-resolution'),
  'marketing/identity-resolution-funnel': () =>
    import('@/features/marketing/pages/identity-resolution-funnel'),
  'marketing/identity-resolution-offer': () =>
    import('@/features/marketing/pages/identity-resolution-offer'),
  'marketing/platform-tour': () => import('@/features/marketing/pages/platform-tour'),
  'marketing/seo': () => import('@/features/marketing/pages/seo'),
  'marketing/social-media': () => import('@/features/marketing/pages/social-media'),
  'marketing/websites': () => import('@/features/marketing/pages/websites'),
  'site/not-found': () => import('@/features/site/pages/not-found'),
  'site/privacy-policy': () => import('@/features/site/pages/privacy-policy'),
  'site/purchase-thank-you': () => import('@/features/site/pages/purchase-thank-you'),
  'site/terms-of-service': () => import('@/features/site/pages/terms-of-service'),
  'site/thank-you': () => import('@/features/site/pages/thank-you'),
  'workshop/workshop': () => import('@/features/workshop/pages/workshop'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageName = keyof typeof pageImports

/** Where a page's module lives; the prerenderer preloads the chunk built from it. */
export function pageSource(name: PageName) {
  const [feature, file] = name.split('/')
  return `src/features/${feature}/pages/${file}.tsx`
}

export type Page = { source: string; Component: ComponentType }

export function page(name: PageName): Page {
  const load = pageImports[name]
  return {
    source: pageSource(name),
    Component: lazy(async () => ({ default: (await load()).Component })),
  }
}
