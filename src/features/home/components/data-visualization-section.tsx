import { Card } from '@/components/ui/card'
import { dataVisualization } from '@/content/home'
import { SectionHeading } from '@/components/marketing/section-heading'

export function DataVisualizationSection() {
  const { chart, stats } = dataVisualization
  return (
    <section aria-labelledby="data-visualization-title" className="bg-muted py-16 sm:py-24">
      <div className="container grid max-w-6xl items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <SectionHeading
            id="data-visualization-title"
            eyebrow={dataVisualization.eyebrow}
            title={dataVisualization.title}
            description={dataVisualization.description}
            align="left"
          />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <Card radius="xl" padding="sm" key={stat.label} className="flex flex-col">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-primary">
                  {stat.value}
                </dd>
              </Card>
            ))}
          </dl>
        </div>
        <Card asChild radius="2xl" elevation="raised" className="p-2 sm:p-3">
          <figure>
            <img
              src={chart.src}
              srcSet={chart.srcSet}
              // 7/12 of the 72 rem container from 1024 px, else the container's width; less the frame.
              sizes="(min-width: 1024px) 584px, (min-width: 640px) calc(100vw - 72px), calc(100vw - 48px)"
              alt={chart.alt}
              width={chart.width}
              height={chart.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-xl"
            />
          </figure>
        </Card>
      </div>
    </section>
  )
}
