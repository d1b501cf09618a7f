import { ScheduleDemoButton } from '@/features/marketing/components/gmb/schedule-demo-button'

export function GmbCta() {
  return (
    <section aria-labelledby="gmb-cta-heading" className="px-4 py-12 md:py-16">
      <div className="container relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center md:px-12 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-accent/25 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="gmb-cta-heading"
            className="text-balance text-3xl font-bold tracking-tight text-white md:text-4xl"
          >
            Get this report for your own business
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            We will set up tracking for your keywords and walk you through your first rank map.
          </p>
          <ScheduleDemoButton variant="accent" className="mt-8 w-full sm:w-auto" />
        </div>
      </div>
    </section>
  )
}
