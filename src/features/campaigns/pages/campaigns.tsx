import { useQuery } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/components/page-header'
import { campaignOverviewOptions } from '@/features/campaigns/api/get-campaign-overview'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { CampaignCard } from '@/features/campaigns/components/campaign-card'
import { NewCampaignButton } from '@/features/campaigns/components/new-campaign-button'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

export function Component() {
  const overview = useQuery(campaignOverviewOptions())
  // §4: admin lists follow every change; jobs and drafts are written by the engine.
  useLiveInvalidate('blog_campaigns', campaignKeys.all())
  useLiveInvalidate('blog_campaign_jobs', campaignKeys.all())
  useLiveInvalidate('blog_posts', campaignKeys.all())
  return (
    <>
      <Seo
        title="Campaigns"
        description="AI blog campaigns, their schedule and their articles."
        noIndex
      />
      <PageHeader
        title="Campaigns"
        description="Articles are written on each campaign's schedule and saved as drafts for review."
        actions={<NewCampaignButton />}
      />
      {overview.isPending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {overview.isError && (
        <ErrorNotice
          message={campaignMessages.loadFailed}
          onRetry={() => void overview.refetch()}
        />
      )}
      {overview.isSuccess && overview.data.length === 0 && (
        <p className="text-sm text-muted-foreground">No campaigns yet.</p>
      )}
      {overview.isSuccess && (
        <div className="grid gap-4">
          {overview.data.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </div>
      )}
    </>
  )
}
