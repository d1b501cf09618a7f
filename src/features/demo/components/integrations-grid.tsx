import { Card } from '@/components/ui/card'
import { integrations } from '@/content/integrations'
import { PageSection } from '@/components/marketing/page-section'

export function IntegrationsGrid() {
  return (
    <PageSection
      heading={{
        id: 'integrations-heading',
        eyebrow: 'Integrations',
        title: 'Works with the tools you already use',
        description: 'Send identified visitors and events wherever your team works, with no code.',
      }}
    >
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {integrations.map(({ name, description, icon: Icon }) => (
          <Card asChild key={name} radius="xl" padding="sm" className="flex items-center gap-4">
            <li>
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary/15 to-accent/15 text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block font-semibold">{name}</span>
                <span className="block text-sm text-muted-foreground">{description}</span>
              </span>
            </li>
          </Card>
        ))}
      </ul>
    </PageSection>
  )
}
