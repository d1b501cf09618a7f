import { Check } from 'lucide-react'
import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { workshop } from '@/content/workshop'
import { WorkshopAccessLinkIsland } from '@/features/workshop/components/workshop-access-link'
import { WorkshopRegistrationIsland } from '@/features/workshop/components/workshop-registration'
import { WorkshopVideoIsland } from '@/features/workshop/components/workshop-video'

export function Component() {
  return (
    <>
      <Seo
        title={`Free ${workshop.title}`}
        description={`${workshop.intro} Register free and watch the ${siteConfig.brand} training now.`}
        keywords={[
          'identity resolution workshop',
          'visitor identification training',
          'lead generation webinar',
        ]}
      />
      <section className="bg-ink px-4 pb-16 pt-10 text-white sm:pt-14">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {workshop.eyebrow} · {workshop.title}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {workshop.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-white/75 sm:text-lg">{workshop.intro}</p>
          <div className="mt-10">
            <WorkshopVideoIsland />
          </div>
        </div>
      </section>
      <section className="px-4 py-14">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-2xl font-bold tracking-tight">What you will learn</h2>
          <ul className="mt-6 grid gap-4">
            {workshop.learn.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* The video and the overlay are islands of their own that share registration-memory. */}
      <WorkshopRegistrationIsland />
      <WorkshopAccessLinkIsland />
    </>
  )
}
