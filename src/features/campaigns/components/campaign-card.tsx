import { useQuery } from '@tanstack/react-query'
import { AlertCircle, Loader2, Pause, Play, Zap, type LucideIcon } from 'lucide-react'
import { toast } from 'sonner'
import { keywordMessages } from '@shared/campaigns/keywords'
import { capMessages } from '@shared/campaigns/monthly-cap'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { campaignDetailsOptions } from '@/features/campaigns/api/get-campaign-details'
import type { CampaignOverview } from '@/features/campaigns/api/get-campaign-overview'
import { useSetCampaignStatus } from '@/features/campaigns/api/set-campaign-status'
import { CampaignCalendar } from '@/features/campaigns/components/campaign-calendar'
import { CampaignJobs } from '@/features/campaigns/components/campaign-jobs'
import { DeleteCampaignButton } from '@/features/campaigns/components/delete-campaign-button'
import { EditCampaignButton } from '@/features/campaigns/components/edit-campaign-button'
import { KeywordQueue } from '@/features/campaigns/components/keyword-queue'
import { StatusBadge } from '@/features/campaigns/components/campaign-status-badge'
import { useStartGeneration } from '@/features/campaigns/hooks/use-start-generation-toasts'
import { lengthLabel, periodLabel } from '@/features/campaigns/lib/labels'
import { formatDateTime } from '@/lib/format-date'
import { campaignMessages } from '@/features/campaigns/lib/messages'

const number = new Intl.NumberFormat('en-US')

/** 'this month: 3 of 10 articles · 12,400 tokens'. */
function usageLabel(
  usage: { articles: number; tokens: number },
  cap: { monthly_article_cap: number | null; monthly_token_cap: number | null },
) {
  const articles = `${number.format(usage.articles)}${cap.monthly_article_cap === null ? '' : ` of ${number.format(cap.monthly_article_cap)}`} ${usage.articles === 1 && cap.monthly_article_cap === null ? 'article' : 'articles'}`
  const tokens = `${number.format(usage.tokens)}${cap.monthly_token_cap === null ? '' : ` of ${number.format(cap.monthly_token_cap)}`} tokens`
  return `This month: ${articles} · ${tokens}`
}

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
  const details = useQuery(campaignDetailsOptions(campaign))
  // Run now only when a job could write: a keyword is queued and the month's cap allows it.
  const noKeywordLeft = details.data?.queue.length === 0
  const capReached = details.data?.capReached === true
  const runBlocked = noKeywordLeft
    ? keywordMessages.noneLeft
    : capReached
      ? capMessages.reached
      : null
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
              {capReached && (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
                  <Pause className="size-4" aria-hidden="true" />
                  {capMessages.reached}
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
            <p className="text-sm text-foreground">
              Next run: {capReached ? 'next month' : nextRunLabel(campaign.nextRun)}
            </p>
            {details.data && (
              <p className="text-sm text-muted-foreground">
                {usageLabel(details.data.usage, campaign)}
              </p>
            )}
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
            <EditCampaignButton campaign={campaign} />
            <DeleteCampaignButton campaign={campaign} />
            <Button
              size="sm"
              disabled={!details.data || runBlocked !== null}
              aria-describedby={runBlocked ? `${headingId}-run-blocked` : undefined}
              onClick={() => startGeneration({ campaignId: campaign.id })}
            >
              <Zap aria-hidden="true" />
              Run now
            </Button>
            {runBlocked && (
              <p id={`${headingId}-run-blocked`} className="basis-full text-sm text-destructive">
                {runBlocked}
              </p>
            )}
          </div>
        </header>
        <KeywordQueue
          campaignId={campaign.id}
          campaignName={campaign.name}
          keywords={campaign.keywords}
          states={details.data?.keywords}
        />
        <CampaignCalendar slots={details.data?.calendar} timeZone={campaign.time_zone} />
        <CampaignJobs
          campaignId={campaign.id}
          campaignName={campaign.name}
          onRetry={(jobId) => startGeneration({ campaignId: campaign.id, jobId })}
        />
      </article>
    </Card>
  )
}
