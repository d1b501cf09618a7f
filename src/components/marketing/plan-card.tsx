import { Card } from '@/components/ui/card'
import { CheckList } from '@/components/ui/check-list'
import { buttonVariants } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { plansCopy, type Plan } from '@/content/plans'
import { cn } from '@/lib/utils'

type PlanCardProps = { plan: Plan; checkoutUrl: string }

export function PlanCard({ plan, checkoutUrl }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`
  return (
    <Card
      asChild
      radius="2xl"
      className={cn(
        'relative flex flex-col sm:p-8',
        plan.mostPopular && 'border-2 border-primary shadow-xl shadow-primary/10',
      )}
    >
      <article aria-labelledby={headingId}>
        {plan.mostPopular && (
          <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground shadow">
            {plansCopy.mostPopular}
          </span>
        )}
        <h3 id={headingId} className="text-xl font-bold text-foreground">
          {plan.name}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
        <p className="mt-6 flex items-baseline gap-2">
          <span className="text-5xl font-extrabold tracking-tight text-foreground">
            ${plan.price}
          </span>
          <span className="text-sm font-medium text-muted-foreground">{plansCopy.period}</span>
        </p>
        <CheckList
          items={plan.inclusions}
          icon="check"
          size="sm"
          className="mt-6"
          aria-label={`${plan.name} includes`}
        />
        {plan.note && (
          <p className="mt-6 rounded-lg bg-primary/5 p-4 text-sm leading-relaxed text-foreground">
            {plan.note}
          </p>
        )}
        <div className="mt-auto pt-8">
          <ExternalLink
            href={checkoutUrl}
            aria-label={`${plansCopy.cta} with ${plan.name}`}
            className={cn(
              buttonVariants({ size: 'lg', variant: plan.mostPopular ? 'default' : 'secondary' }),
              'w-full',
            )}
          >
            {plansCopy.cta}
          </ExternalLink>
        </div>
      </article>
    </Card>
  )
}
