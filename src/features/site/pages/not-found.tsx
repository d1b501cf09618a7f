import { useEffect } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { siteMessages } from '@/features/site/lib/messages'
import { REDIRECT_DELAY_MS, unknownPathAction } from '@/features/site/lib/redirect-rule'

export function Component() {
  const { pathname } = useLocation()
  const action = unknownPathAction(pathname)
  if (action.kind === 'redirect-now') return <Navigate to={action.to} replace />
  if (action.kind === 'redirect-later') return <DelayedRedirect to={action.to} />
  return <NotFoundScreen pathname={pathname} />
}

function DelayedRedirect({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, to])
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4 text-center">
      <Seo title="Redirecting" description="Taking you to our marketing services." noIndex />
      <Spinner label={siteMessages.redirectingMarketing} className="text-lg font-semibold" />
      <p className="text-sm text-muted-foreground">{siteMessages.redirectingSubtext}</p>
    </div>
  )
}

function NotFoundScreen({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  const path = pathname.toLowerCase()

  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 py-16 text-center">
      <Seo title="Page Not Found" description={siteMessages.notFoundText} noIndex />
      <p className="text-8xl font-extrabold tracking-tight text-primary md:text-9xl">404</p>
      <h1 className="mt-4 text-xl font-semibold md:text-2xl">{siteMessages.notFoundText}</h1>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">{siteMessages.returnHome}</Link>
        </Button>
        {path.includes('privacy') && (
          <Button asChild size="lg" variant="secondary">
            <Link to="/privacy-policy">{siteMessages.goToPrivacy}</Link>
          </Button>
        )}
        {path.includes('terms') && (
          <Button asChild size="lg" variant="secondary">
            <Link to="/terms-of-service">{siteMessages.goToTerms}</Link>
          </Button>
        )}
      </div>
    </section>
  )
}
