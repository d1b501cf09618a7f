import { RotateCcw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import type { CampaignJob, CampaignPost } from '@/features/campaigns/api/get-campaign-overview'
import { StatusBadge } from '@/features/campaigns/components/campaign-status-badge'
import { formatDateTime } from '@/lib/format-date'

type CampaignJobsProps = {
  jobs: CampaignJob[]
  posts: CampaignPost[]
  onRetry: (jobId: string) => void
}

/** The latest jobs of a campaign: when, what, how it ended, and the draft it made. */
export function CampaignJobs({ jobs, posts, onRetry }: CampaignJobsProps) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No articles yet.</p>
  return (
    <ul className="divide-y rounded-md border" aria-label="Jobs">
      {jobs.map((job) => {
        const post = posts.find((p) => p.id === job.post_id)
        return (
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
            {post && (
              <p>
                <Link
                  to={`/admin-portal/blog?post=${post.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>{' '}
                <span className="text-muted-foreground">
                  ({post.published ? 'Published' : 'Draft'})
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
        )
      })}
    </ul>
  )
}
