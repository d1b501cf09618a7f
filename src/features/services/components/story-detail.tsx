import {
  Collapsible,
  CollapsibleChevron,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible'
import { Card } from '@/components/ui/card'
import type { StoryDetail as StoryDetailContent } from '@/content/marketing-seo-stories'

type StoryDetailProps = { detail: StoryDetailContent; defaultOpen?: boolean }

export function StoryDetail({ detail, defaultOpen = false }: StoryDetailProps) {
  return (
    <Card asChild radius="xl" padding="none">
      <Collapsible defaultOpen={defaultOpen}>
        <h4>
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-foreground hover:bg-muted/60">
            {detail.title}
            <CollapsibleChevron />
          </CollapsibleTrigger>
        </h4>
        <CollapsibleContent className="px-5 pb-5 leading-relaxed text-muted-foreground">
          {detail.body}
        </CollapsibleContent>
      </Collapsible>
    </Card>
  )
}
