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
}
type RouteOptions = Partial<Pick<AppRoute, 'layout' | 'prerender' | 'data'>>

const route = (path: string, name: PageName, options: RouteOptions = {}): AppRoute => ({
  path,
  page: page(name),
  layout: options.layout ?? 'site',
  prerender: options.prerender ?? options.layout !== 'admin',
  data: options.data ?? options.layout === 'admin',
})

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
  route('/', 'home/home'),
  route('/home2', 'home/home2'),
  route('/thank-you', 'site/thank-you'),
  route('/purchase-thank-you', 'credits/purchase-thank-you', { data: true }),
  route('/privacy-policy', 'site/privacy-policy'),
  route('/terms-of-service', 'site/terms-of-service'),
  route('/contact', 'contact/contact'),
  route('/identity-resolution', 'identity/identity-resolution'),
  route('/identity-resolution-funnel', 'identity/identity-resolution-funnel'),
  route('/identity-resolution-offer', 'identity/identity-resolution-offer', { layout: 'bare' }),
  route('/gmb-tank-tracking', 'services/gmb-tank-tracking'),
  route('/credit-topup', 'credits/credit-topup', { data: true }),
  route('/demo', 'demo/demo', { layout: 'bare' }),
  route('/platform-tour', 'demo/platform-tour'),
  route('/workshop', 'workshop/workshop'),
  ...marketingSections.map((section) => route(`/marketing/${section}`, `services/${section}`)),
  route('/blog', 'blog/blog-list', { data: true }),
  // Older /blog pages; the build prerenders those of its newest posts (scripts/prerender.ts).
  route('/blog/page/:page', 'blog/blog-list', { data: true, prerender: false }),
  // Posts are rendered per post (scripts/prerender.ts, supabase/functions/public-blog).
  route('/blog/:slug', 'blog/blog-post', { data: true, prerender: false }),
  route('/admin-login', 'auth/admin-login', { data: true, prerender: false }),
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
