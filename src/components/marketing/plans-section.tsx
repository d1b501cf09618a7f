import { Link } from 'react-router-dom'
import { siteConfig } from '@/config/site'
import { plans, plansCopy, type PlanId } from '@/content/plans'
import { PlanCard } from './plan-card'

type PlansSectionProps = {
  /** The Starter checkout differs per page (home vs demo); Agency is shared. */
  starterCheckoutUrl: string
  id?: string
  heading?: string
}

export function PlansSection({
  starterCheckoutUrl,
  id = 'pricing',
  heading = plansCopy.heading,
}: PlansSectionProps) {
  const checkoutUrls: Record<PlanId, string> = {
    starter: starterCheckoutUrl,
    agency: siteConfig.links.checkoutAgency,
  }
  const headingId = `${id}-heading`

  return (
    <section id={id} aria-labelledby={headingId} className="bg-muted py-16 sm:py-24">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {plansCopy.eyebrow}
          </p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-base text-muted-foreground sm:text-lg">{plansCopy.intro}</p>
        </div>
        <div className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} checkoutUrl={checkoutUrls[plan.id]} />
          ))}
        </div>
        <div className="mx-auto mt-10 max-w-2xl space-y-2 text-center text-sm text-muted-foreground">
          {[
            { note: plansCopy.creditsNote, link: plansCopy.creditsLink, to: '/credit-topup' },
            { note: plansCopy.enterpriseNote, link: plansCopy.enterpriseLink, to: '/contact' },
          ].map(({ note, link, to }) => (
            <p key={to}>
              {note}{' '}
              <Link
                to={to}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {link}
              </Link>
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
