import { CreditCard, Gift } from 'lucide-react'
import { CheckList } from '@/components/ui/check-list'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { workshopBundle as bundle } from '@/content/identity-resolution'
import { formatCount } from '@shared/number-format'

type WorkshopOfferProps = {
  id: string
  /** The lead-in; the demo page's ("Because you watched the demo…") by default. */
  intro?: string
  /**
   * The site's own checkout for the bundle (the workshop): the button calls `buy`, and says so
   * while Checkout opens. Without it the button is the configured payment link (the demo page).
   */
  checkout?: { buy: () => void; pending: boolean; pendingLabel: string }
}

/** The workshop bundle offered to viewers who watched 45 minutes of the video. */
export function WorkshopOffer({ id, intro = bundle.intro, checkout }: WorkshopOfferProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-[854px] animate-fade-up overflow-hidden rounded-2xl bg-gradient-to-br from-accent via-primary to-primary p-[2px] text-left shadow-2xl"
    >
      <div className="grid gap-6 rounded-[calc(1rem-2px)] bg-white p-6 text-foreground md:grid-cols-[1.2fr_1fr] md:p-8">
        <div>
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wider text-primary">
            <Gift aria-hidden="true" className="size-4" />
            {bundle.eyebrow}
          </p>
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-extrabold tracking-tight">
            {bundle.heading}
          </h2>
          <p className="mt-3 text-muted-foreground">{intro}</p>
          <CheckList
            items={bundle.includes}
            icon="check"
            size="sm"
            tone="success"
            gap="md"
            className="mt-5 space-y-2.5"
          />
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-muted p-6 text-center">
          <p className="text-sm text-muted-foreground">
            Valued at <span className="font-semibold text-foreground">{bundle.value}</span>
          </p>
          <p className="mt-1 text-5xl font-extrabold tracking-tight">
            ${formatCount(bundle.price)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">one-time payment</p>
          {checkout ? (
            <Button
              size="lg"
              className="mt-5 w-full"
              onClick={checkout.buy}
              aria-disabled={checkout.pending}
            >
              <CreditCard aria-hidden="true" />
              {checkout.pending ? checkout.pendingLabel : bundle.cta}
            </Button>
          ) : (
            <Button asChild size="lg" className="mt-5 w-full">
              <ExternalLink href={siteConfig.links.bundlePayment}>
                <CreditCard aria-hidden="true" />
                {bundle.cta}
              </ExternalLink>
            </Button>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{bundle.note}</p>
        </div>
      </div>
    </section>
  )
}
