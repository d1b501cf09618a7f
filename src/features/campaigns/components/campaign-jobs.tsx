import { RotateCcw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ListSkeleton, PagedView } from '@/components/ui/paged-list'
import {
  fetchCampaignJobPage,
  JOBS_PAGE_SIZE,
  type JobWithPost,
} from '@/features/campaigns/api/get-campaign-overview'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { StatusBadge } from '@/features/campaigns/components/campaign-status-badge'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { formatDateTime } from '@/lib/format-date'
import { usePagedList } from '@/lib/paging/use-paged-list'

type CampaignJobsProps = {
  campaignId: string
  campaignName: string
  onRetry: (jobId: string) => void
}

/**
 * A campaign's jobs, newest first, 10 a page (its own `?jobs<id>_after=` in the address): when,
 * what, how it ended, and the draft it made.
 */
export function CampaignJobs({ campaignId, campaignName, onRetry }: CampaignJobsProps) {
  const list = usePagedList({
    queryKey: campaignKeys.jobs(campaignId),
    prefix: `jobs${campaignId.slice(0, 8)}_`,
    size: JOBS_PAGE_SIZE,
    fetchPage: (request) => fetchCampaignJobPage(campaignId, request),
    cursorOf: (job: JobWithPost) => ({ at: job.slot, id: job.id }),
  })
  return (
    <PagedView<JobWithPost>
      list={list}
      // Every campaign card has its jobs' page links, named after its campaign.
      label={`Jobs of ${campaignName}`}
      inCard
      noun="jobs"
      loading={<ListSkeleton rows={2} label="Loading jobs" />}
      errorMessage={campaignMessages.loadFailed}
      empty={<p>No articles yet.</p>}
    >
      {(jobs) => (
        <ul className="divide-y rounded-md border" aria-label="Jobs">
          {jobs.map((job) => (
            <li key={job.id} className="grid gap-1.5 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={job.status} />
                <span className="font-medium text-foreground">
                  {job.keyword ?? (job.status === 'failed' ? 'No keyword' : 'Next keyword')}
                </span>
                <span className="text-muted-foreground">
                  {job.trigger === 'manual' ? 'Run now' : 'Scheduled'} · {formatDateTime(job.slot)}
                  {job.attempts > 1 && ` · ${job.attempts} attempts`}
                </span>
              </div>
              {job.error && job.status !== 'succeeded' && (
                <p className="break-words text-destructive">{job.error}</p>
              )}
              {job.post && (
                <p>
                  <Link
                    to={`/admin-portal/blog?post=${job.post.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {job.post.title}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    ({job.post.published ? 'Published' : 'Draft'})
                  </span>
                </p>
              )}
              {job.status === 'failed' && (
                <div>
                  <Button variant="secondary" size="sm" onClick={() => onRetry(job.id)}>
                    <RotateCcw aria-hidden="true" />
                    Retry
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  )
}
