import type { ComponentType } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/utils'
import { PageSection } from '@/components/marketing/page-section'

export type ShowcaseTab = { value: string; label: string; Panel: ComponentType }

type TabbedShowcaseProps = {
  id: string
  heading: { eyebrow: string; title: string; description: string }
  tabs: ShowcaseTab[]
  defaultValue: string
  /** Phone layout of the tab buttons: an even grid reads better than a ragged wrap. */
  phoneColumns: 'grid-cols-2' | 'grid-cols-3'
  className?: string
}

export function TabbedShowcase({
  id,
  heading,
  tabs,
  defaultValue,
  phoneColumns,
  className,
}: TabbedShowcaseProps) {
  const titleId = `${id}-title`
  return (
    <PageSection
      id={id}
      heading={{ id: titleId, ...heading }}
      rise="sm"
      containerClassName="max-w-6xl"
      className={className}
    >
      <Tabs defaultValue={defaultValue} className="mx-auto mt-10 max-w-5xl">
        <div className="flex justify-center">
          <TabsList
            aria-label={heading.eyebrow}
            className={cn('grid w-full sm:inline-flex sm:w-auto', phoneColumns)}
          >
            {tabs.map((tab) => (
              <TabsTrigger
                key={tab.value}
                value={tab.value}
                className="h-full whitespace-normal leading-tight sm:whitespace-nowrap"
              >
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-8">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </PageSection>
  )
}
