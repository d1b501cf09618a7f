import { Card } from '@/components/ui/card'
import type { FeatureCard as FeatureCardContent } from '@/content/home'

export function FeatureCard({ card }: { card: FeatureCardContent }) {
  const { icon: Icon, title, description, delay } = card
  return (
    <Card
      asChild
      radius="2xl"
      padding="md"
      style={{ animationDelay: `${delay}ms` }}
      className="flex w-full gap-4 transition-shadow hover:shadow-lg motion-safe:animate-fade-up sm:block"
    >
      <article>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-accent text-white shadow-md shadow-primary/20">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-foreground sm:mt-5">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </div>
      </article>
    </Card>
  )
}
