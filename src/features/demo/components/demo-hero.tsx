import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { siteConfig } from '@/config/site'
import { Hero } from '@/components/marketing/hero'

/** The dark top of the demo page; the player and what follows it come in as children. */
export function DemoHero({ children }: { children: ReactNode }) {
  return (
    <Hero glow="top" className="pb-14 pt-10 text-center md:pb-20 md:pt-14">
      <Badge className="gap-1.5 border border-accent/40 bg-accent/10 font-bold uppercase tracking-wider text-accent">
        <Sparkles aria-hidden="true" className="size-3.5" />
        Exclusive Demo
      </Badge>
      <h1 className="mx-auto mt-4 max-w-3xl text-balance text-3xl font-extrabold tracking-tight md:text-5xl">
        See how {siteConfig.brand} turns anonymous visitors into booked calls
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
        A full walkthrough of identity resolution, dashboards and automations, recorded for invited
        guests.
      </p>
      <div className="mt-8 md:mt-10">{children}</div>
    </Hero>
  )
}
