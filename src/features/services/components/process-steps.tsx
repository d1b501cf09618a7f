import type { ProcessStep } from '@/content/marketing-services'
import { cn } from '@/lib/utils'

/** Numbered steps: a compact timeline on phones, a grid of cards from 640 px. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol
      className={cn(
        'mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2',
        steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 sm:flex-col sm:gap-5 sm:rounded-2xl sm:border sm:bg-white sm:p-6 sm:shadow-sm"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute -bottom-6 left-5 top-10 w-px bg-primary/25 sm:hidden"
            />
          )}
          <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground shadow-md shadow-primary/30">
            <span className="sr-only">Step </span>
            {index + 1}
          </span>
          <div className="pt-1.5 sm:pt-0">
            <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
              {step.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
