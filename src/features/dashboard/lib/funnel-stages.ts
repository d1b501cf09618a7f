import { funnelMessages } from '@/features/dashboard/lib/messages'

type Counts = {
  registered: number
  started: number
  reached: number
  clicked: number
  paid: number
}

export const FUNNEL_STAGES = ['registered', 'started', 'reached', 'clicked', 'paid'] as const
export type FunnelStage = (typeof FUNNEL_STAGES)[number]

export type StageLine = {
  stage: FunnelStage
  label: string
  count: number
  /** Percent of the previous stage's count; null for the first stage or after a stage of 0. */
  conversion: number | null
}

/** The five stages in order, each with its conversion from the one before. */
export function stageLines(counts: Counts): StageLine[] {
  return FUNNEL_STAGES.map((stage, index) => {
    const previousStage = index > 0 ? FUNNEL_STAGES[index - 1] : undefined
    const previous = previousStage ? counts[previousStage] : 0
    return {
      stage,
      label: funnelMessages.stages[stage],
      count: counts[stage],
      conversion: previousStage && previous > 0 ? (counts[stage] / previous) * 100 : null,
    }
  })
}

/** "45.5%", "100%", or "–" when there is nothing to compare with. */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? '–' : `${Number(conversion.toFixed(1))}%`
}
