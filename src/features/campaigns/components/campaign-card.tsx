import { AlertCircle, Loader2, Pause, Play, Zap, type LucideIcon } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { CampaignOverview } from '@/features/campaigns/api/get-campaign-overview'
import { useSetCampaignStatus } from '@/features/campaigns/api/set-campaign-status'
import { CampaignJobs } from '@/features/campaigns/components/campaign-jobs'
import { StatusBadge } from '@/features/campaigns/components/campaign-status-badge'
import { useStartGeneration } from '@/features/campaigns/hooks/use-start-generation-toasts'
import { lengthLabel, periodLabel } from '@/features/campaigns/lib/labels'
import { formatDateTime } from '@/lib/format-date'
import { campaignMessages } from '@/features/campaigns/lib/messages'

function nextRunLabel(nextRun: string | null): string {
  if (!nextRun) return 'none'
  // A job already due runs at the scheduler's next tick.
  return Date.parse(nextRun) <= Date.now() ? 'due now' : formatDateTime(nextRun)
}

const TOGGLES: Partial<
  Record<string, { next: 'active' | 'paused'; label: string; Icon: LucideIcon }>
> = {
  active: { next: 'paused', label: 'Pause', Icon: Pause },
  paused: { next: 'active', label: 'Resume', Icon: Play },
}

/** One campaign: its cadence, status and next run, its latest jobs, and what the admin can do. */
export function CampaignCard({ campaign }: { campaign: CampaignOverview }) {
  const setStatus = useSetCampaignStatus()
  const startGeneration = useStartGeneration()
  const headingId = `campaign-${campaign.id}`
  // Pause an active campaign, resume a paused one; any other status has neither.
  const toggle = TOGGLES[campaign.status]
  const handleStatus = (status: 'active' | 'paused') =>
    setStatus.mutate(
      { id: campaign.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'paused' ? campaignMessages.paused : campaignMessages.resumed),
      },
    )
  return (
    <Card asChild elevation="flat" className="grid gap-4 p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg font-semibold text-foreground">
                {campaign.name}
              </h2>
              <StatusBadge status={campaign.status} />
              {campaign.firstArticleFailed && (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-destructive">
                  <AlertCircle className="size-4" aria-hidden="true" />
                  First article failed: retry it below
                </span>
              )}
              {campaign.beingGenerated && !campaign.firstArticleFailed && (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-sky-800">
                  <Loader2
                    className="size-4 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                  Being generated
                </span>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {campaign.posts_frequency} per period · {periodLabel(campaign.frequency_period)} ·{' '}
              {lengthLabel(campaign.post_length)}
              {campaign.auto_publish ? ' · publishes without review' : ' · drafts for review'}
            </p>
            <p className="text-sm text-muted-foreground">
              Keywords: {campaign.keywords.join(', ')}
            </p>
            <p className="text-sm text-foreground">Next run: {nextRunLabel(campaign.nextRun)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {toggle && (
              <Button
                variant="secondary"
                size="sm"
                disabled={setStatus.isPending}
                onClick={() => handleStatus(toggle.next)}
              >
                <toggle.Icon aria-hidden="true" />
                {toggle.label}
              </Button>
            )}
            <Button size="sm" onClick={() => startGeneration({ campaignId: campaign.id })}>
              <Zap aria-hidden="true" />
              Run now
            </Button>
          </div>
        </header>
        <CampaignJobs
          campaignId={campaign.id}
          onRetry={(jobId) => startGeneration({ campaignId: campaign.id, jobId })}
        />
      </article>
    </Card>
  )
}
