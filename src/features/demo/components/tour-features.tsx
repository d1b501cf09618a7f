import { Bot, LayoutDashboard, MapPinned, MonitorPlay, UserSearch, Workflow } from 'lucide-react'
import type { IconCard } from '@/content/types'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { PageSection } from '@/components/marketing/page-section'

const features: IconCard[] = [
  {
    icon: UserSearch,
    title: 'Identity resolution',
    description: 'Names 10-30% of anonymous visitors and sends them to your CRM.',
  },
  {
    icon: LayoutDashboard,
    title: 'Live dashboards',
    description: 'Sessions, sources, journeys and acquisition cost in one view.',
  },
  {
    icon: MapPinned,
    title: 'GMB rank tracking',
    description: 'A block-by-block map of where you rank on Google Maps.',
  },
  {
    icon: MonitorPlay,
    title: 'Session recording',
    description: 'Watch how visitors move through your pages before they convert.',
  },
  {
    icon: Workflow,
    title: 'Pipeline automations',
    description: 'Sequences, webhooks and tasks that run the moment a lead appears.',
  },
  {
    icon: Bot,
    title: 'AI agents & voice AI',
    description: 'Answer, qualify and book new leads around the clock.',
  },
]

const stats = [
  { value: '1,000+', label: 'companies on the platform' },
  { value: '24 hrs', label: 'typical setup time' },
  { value: '300%', label: 'average lead increase' },
  { value: '97%', label: 'of visitors leave without a form' },
]

export function TourFeatures({ id }: { id: string }) {
  return (
    <PageSection
      id={id}
      heading={{
        id: `${id}-heading`,
        eyebrow: 'In the tour',
        title: 'One platform instead of six tools',
        description:
          'Everything you see in the video works together, on the same visitor and lead data.',
      }}
      tone="muted"
    >
      <IconCardGrid items={features} className="mt-12" />
      <dl className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-6 rounded-2xl bg-white p-6 text-center shadow-sm md:grid-cols-4 md:p-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  )
}
