import type { QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { countSummary, ListSkeleton, PagedView } from '@/components/ui/paged-list'
import { PageHeader } from '@/components/page-header'
import { campaignList, type CampaignOverview } from '@/features/campaigns/api/get-campaign-overview'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { CampaignCard } from '@/features/campaigns/components/campaign-card'
import { NewCampaignButton } from '@/features/campaigns/components/new-campaign-button'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { prefetchPagedList, usePagedList } from '@/lib/paging/use-paged-list'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

/** The list's first page, beside the admin check. */
export function prefetch(client: QueryClient, params: URLSearchParams) {
  prefetchPagedList(client, campaignList, params)
}

export function Component() {
  const list = usePagedList(campaignList)
  // Admin lists follow every change; jobs and drafts are written by the engine.
  useLiveRefresh('blog_campaigns', campaignKeys.all())
  useLiveRefresh('blog_campaign_jobs', campaignKeys.all())
  useLiveRefresh('blog_posts', campaignKeys.all())
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
      <PagedView<CampaignOverview>
        list={list}
        label="Campaigns"
        noun="campaigns"
        loading={<ListSkeleton rows={3} label="Loading campaigns" />}
        errorMessage={campaignMessages.loadFailed}
        empty="No campaigns yet."
        summary={countSummary(list.count.data, 'campaigns', { searching: false })}
      >
        {(campaigns) => (
          <div className="grid gap-4">
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </div>
        )}
      </PagedView>
    </>
  )
}
