import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload'

type PageModule = {
  Component: ComponentType
  /**
   * Starts the page's first reads, for the address's search parameters, before it renders
   * (the portal: beside the admin check).
   */
  prefetch?: (client: QueryClient, params: URLSearchParams) => void
}

/**
 * Every page module, each its own lazy chunk, by "<feature>/<page>" (src/features/<feature>/pages)
 * or "app/<page>" (src/app/pages: admin screens that compose several features): a misspelt name
 * or a missing module is a type error. pages.test.ts checks each name matches its module's path.
 */
export const pageImports = {
  'app/admin-dashboard': () => import('@/app/pages/admin-dashboard'),
  'app/blog-management': () => import('@/app/pages/blog-management'),
  'auth/admin-login': () => import('@/features/auth/pages/admin-login'),
  'auth/forgot-password': () => import('@/features/auth/pages/forgot-password'),
  'auth/set-password': () => import('@/features/auth/pages/set-password'),
  'blog/blog-list': () => import('@/features/blog/pages/blog-list'),
  'blog/blog-post': () => import('@/features/blog/pages/blog-post'),
  'blog/post-preview': () => import('@/features/blog/pages/post-preview'),
  'campaigns/campaigns': () => import('@/features/campaigns/pages/campaigns'),
  'contact/contact': () => import('@/features/contact/pages/contact'),
  'credits/credit-topup': () => import('@/features/credits/pages/credit-topup'),
  'credits/orders': () => import('@/features/credits/pages/orders'),
  'credits/purchase-thank-you': () => import('@/features/credits/pages/purchase-thank-you'),
  'demo/demo': () => import('@/features/demo/pages/demo'),
  'demo/platform-tour': () => import('@/features/demo/pages/platform-tour'),
  'home/home': () => import('@/features/home/pages/home'),
  'home/home2': () => import('@/features/home/pages/home2'),
  'identity/identity-resolution': () => import('@/features/identity/pages/identity-resolution'),
  'identity/identity-resolution-funnel': () =>
    import('@/features/identity/pages/identity-resolution-funnel'),
  'identity/identity-resolution-offer': () =>
    import('@/features/identity/pages/identity-resolution-offer'),
  'services/ai-bots': () => import('@/features/services/pages/ai-bots'),
  'services/branding': () => import('@/features/services/pages/branding'),
  'services/content': () => import('@/features/services/pages/content'),
  'services/dashboards': () => import('@/features/services/pages/dashboards'),
  'services/email': () => import('@/features/services/pages/email'),
  'services/gmb-tank-tracking': () => import('@/features/services/pages/gmb-tank-tracking'),
  'services/seo': () => import('@/features/services/pages/seo'),
  'services/social-media': () => import('@/features/services/pages/social-media'),
  'services/websites': () => import('@/features/services/pages/websites'),
  'site/not-found': () => import('@/features/site/pages/not-found'),
  'site/privacy-policy': () => import('@/features/site/pages/privacy-policy'),
  'site/terms-of-service': () => import('@/features/site/pages/terms-of-service'),
  'site/thank-you': () => import('@/features/site/pages/thank-you'),
  'uploads/videos': () => import('@/features/uploads/pages/videos'),
  'workshop/unsubscribe': () => import('@/features/workshop/pages/unsubscribe'),
  'workshop/workshop': () => import('@/features/workshop/pages/workshop'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageName = keyof typeof pageImports

/** Where a page's module lives; the prerenderer preloads the chunk built from it. */
export function pageSource(name: PageName) {
  const [feature, file] = name.split('/')
  return feature === 'app'
    ? `src/app/pages/${file}.tsx`
    : `src/features/${feature}/pages/${file}.tsx`
}

export type Page = {
  source: string
  Component: PreloadableComponent
  /** Loads the page's module and starts its `prefetch`, if it has one. */
  prefetch: (client: QueryClient, params: URLSearchParams) => Promise<void>
}

export function page(name: PageName): Page {
  // Kept once loaded, so that a prefetch of a page whose chunk is in (the sign-in preloads the
  // dashboard's) starts its reads in the same task: an import() of a loaded module still
  // resolves only after the tasks queued before it, which a render may fill.
  let loaded: PageModule | undefined
  const load = async () => (loaded ??= await pageImports[name]())
  return {
    source: pageSource(name),
    Component: lazyWithPreload(async () => (await load()).Component),
    prefetch: async (client, params) => {
      const module: PageModule = loaded ?? (await load())
      module.prefetch?.(client, params)
    },
  }
}
