import * as CollapsiblePrimitive from '@radix-ui/react-collapsible'
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'

export function Collapsible(props: ComponentProps<typeof CollapsiblePrimitive.Root>) {
  return <CollapsiblePrimitive.Root data-slot="collapsible" {...props} />
}

export function CollapsibleTrigger(props: ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return <CollapsiblePrimitive.Trigger data-slot="collapsible-trigger" {...props} />
}

export function CollapsibleContent(props: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return <CollapsiblePrimitive.Content data-slot="collapsible-content" {...props} />
}

/** The chevron at the end of a trigger; it turns when the section opens (the trigger is a `group`). */
export function CollapsibleChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
    />
  )
}
