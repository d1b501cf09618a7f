import { page, type Page, type PageName } from '@/app/pages'

/** site: navbar + footer · bare: own header, footer · admin: session guard + portal sidebar. */
export type Layout = 'site' | 'bare' | 'admin'
export type AppRoute = {
  path: string
  page: Page
  layout: Layout
  /** Rendered to HTML at build time (public pages). */
  prerender: boolean
  /** Uses react-query: wrapped in the lazily loaded QueryLayout. */
  data: boolean
  /**
   * How its prerendered page comes alive: `app` hydrates the whole app (React), `islands` only
   * the page's islands (src/islands/island.tsx: Preact, no router; links load the next page).
   */
  hydrate: 'app' | 'islands'
  /** Where the page leads next: that path's chunks load once this page is shown. */
  leadsTo?: string
}
type RouteOptions = Partial<Pick<AppRoute, 'layout' | 'prerender' | 'data' | 'hydrate' | 'leadsTo'>>

const route = (path: string, name: PageName, options: RouteOptions = {}): AppRoute => ({
  path,
  page: page(name),
  layout: options.layout ?? 'site',
  prerender: options.prerender ?? options.layout !== 'admin',
  data: options.data ?? options.layout === 'admin',
  hydrate: options.hydrate ?? 'app',
  leadsTo: options.leadsTo,
})
const islands: RouteOptions = { hydrate: 'islands' }

export const marketingSections = [
  'social-media',
  'seo',
  'email',
  'dashboards',
  'content',
  'branding',
  'websites',
  'ai-bots',
] as const

export const routeTable: AppRoute[] = [
  route('/', 'home/home', islands),
  route('/home2', 'home/home2', islands),
  route('/thank-you', 'site/thank-you', islands),
  route('/purchase-thank-you', 'credits/purchase-thank-you', islands),
  route('/privacy-policy', 'site/privacy-policy', islands),
  route('/terms-of-service', 'site/terms-of-service', islands),
  route('/contact', 'contact/contact', islands),
  route('/identity-resolution', 'identity/identity-resolution', islands),
  route('/identity-resolution-funnel', 'identity/identity-resolution-funnel', islands),
  route('/identity-resolution-offer', 'identity/identity-resolution-offer', {
    layout: 'bare',
    ...islands,
  }),
  route('/gmb-tank-tracking', 'services/gmb-tank-tracking', islands),
  route('/credit-topup', 'credits/credit-topup', islands),
  route('/demo', 'demo/demo', { layout: 'bare', ...islands }),
  route('/platform-tour', 'demo/platform-tour', islands),
  route('/workshop', 'workshop/workshop', islands),
  // The follow-up emails' unsubscribe link: asks first, never prerendered, never indexed.
  route('/unsubscribe', 'workshop/unsubscribe', { data: true, prerender: false }),
  ...marketingSections.map((section) =>
    route(`/marketing/${section}`, `services/${section}`, islands),
  ),
  route('/blog', 'blog/blog-list', islands),
  // Older /blog pages; the build prerenders those of its newest posts, and one shell for the
  // rest (scripts/prerender.ts), all hydrating their islands.
  route('/blog/page/:page', 'blog/blog-list', { prerender: false, ...islands }),
  // Posts are rendered per post from an islands shell (scripts/prerender.ts, public-blog).
  route('/blog/:slug', 'blog/blog-post', { prerender: false, ...islands }),
  // A draft's preview link: the SPA shell, never prerendered, never indexed.
  route('/p/:token', 'blog/post-preview', { data: true, prerender: false }),
  // A sign-in leads to the dashboard: its chunks load while the admin types.
  route('/admin-login', 'auth/admin-login', {
    data: true,
    prerender: false,
    leadsTo: '/admin-portal',
  }),
  route('/admin-login/forgot-password', 'auth/forgot-password', { data: true, prerender: false }),
  route('/admin-login/set-password', 'auth/set-password', { data: true, prerender: false }),
  route('/admin-portal', 'app/admin-dashboard', { layout: 'admin' }),
  route('/admin-portal/blog', 'app/blog-management', { layout: 'admin' }),
  route('/admin-portal/campaigns', 'campaigns/campaigns', { layout: 'admin' }),
  route('/admin-portal/orders', 'credits/orders', { layout: 'admin' }),
  route('/admin-portal/videos', 'uploads/videos', { layout: 'admin' }),
]

export const notFoundPage = page('site/not-found')

export const prerenderPaths = routeTable.filter((r) => r.prerender).map((r) => r.path)

/**
 * The exact paths the app renders in the browser from the SPA shell (sign-in, the admin portal):
 * the static hosts serve the shell for these and a 404 for every other unknown path. The blog's
 * parameter routes have shells of their own (scripts/lib/host-config/site-rules.ts).
 */
export const clientPaths = routeTable
  .filter((r) => !r.prerender && !r.path.includes(':'))
  .map((r) => r.path)

/** The routes whose prerendered pages (or the blog's shells) hydrate only their islands. */
export const islandPaths = routeTable.filter((r) => r.hydrate === 'islands').map((r) => r.path)
