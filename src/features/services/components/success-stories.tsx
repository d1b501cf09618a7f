import { island } from '@/islands/island'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { SuccessStory } from '@/content/marketing-seo-stories'
import { StoryDetail } from '@/features/services/components/story-detail'

type SuccessStoriesProps = { label: string; stories: SuccessStory[] }

/** Industry tabs (the first is the default), each with collapsible Challenge / Solution / Results. */
export function SuccessStories({ label, stories }: SuccessStoriesProps) {
  return (
    <Tabs defaultValue={stories[0]?.id} className="mt-10">
      <div className="flex justify-center">
        <TabsList aria-label={label} className="bg-white shadow-sm ring-1 ring-border">
          {stories.map((story) => (
            <TabsTrigger
              key={story.id}
              value={story.id}
              className="px-4 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {story.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {stories.map((story) => (
        <TabsContent key={story.id} value={story.id} className="mt-8">
          <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
            <div className="flex flex-col justify-between rounded-2xl bg-ink p-6 text-white shadow-lg md:p-8">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wider text-cyan-300">
                  {story.label}
                </p>
                <h3 className="mt-2 text-2xl font-bold tracking-tight">{story.client}</h3>
              </div>
              <p className="mt-10">
                <span className="block text-5xl font-extrabold tracking-tight text-cyan-300">
                  {story.highlight.value}
                </span>
                <span className="mt-2 block text-slate-300">{story.highlight.label}</span>
              </p>
            </div>
            <div className="space-y-3">
              {story.details.map((detail, index) => (
                <StoryDetail key={detail.title} detail={detail} defaultOpen={index === 0} />
              ))}
            </div>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  )
}

export const SuccessStoriesIsland = island('success-stories', SuccessStories)
