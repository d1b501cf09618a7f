import type { QueryClient } from '@tanstack/react-query'
import { ArrowLeft, LogOut } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { useLogout } from '@/features/auth/hooks/use-logout'
import { usePortalRole } from '@/features/auth/hooks/use-portal-role'
import { GeneratingArticles } from '@/features/campaigns/components/generating-articles'
import { NewPostButton } from '@/features/blog-admin/components/new-post-button'
import { PostsManager } from '@/features/blog-admin/components/posts-manager'
import { useCampaignList } from '@/features/campaigns/hooks/use-campaign-list'
import { NewCampaignButton } from '@/features/campaigns/components/new-campaign-button'
import { adminPostList } from '@/features/blog-admin/api/get-admin-posts'
import { prefetchPagedList } from '@/lib/paging/use-paged-list'
import { canPublish, canRunCampaigns } from '@shared/portal-roles'

function SignOutButton() {
  const { logout, isPending } = useLogout()
  return (
    <Button variant="secondary" onClick={logout} disabled={isPending}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  )
}

/** The posts list's first page, beside the admin check. */
export function prefetch(client: QueryClient, params: URLSearchParams) {
  prefetchPagedList(client, adminPostList, params)
}

export function Component() {
  const campaigns = useCampaignList()
  // Writers: their own drafts, no publishing and no campaigns (the database refuses both).
  const role = usePortalRole()
  const publishes = role !== null && canPublish(role)
  const runsCampaigns = role !== null && canRunCampaigns(role)
  return (
    <>
      <Seo title="Blog Management" description="Write, review and publish blog posts." noIndex />
      <PageHeader
        title="Blog Management"
        description="Every post, drafts included. Campaign drafts appear here as they are written."
        actions={
          <>
            <NewPostButton canPublish={publishes} />
            {runsCampaigns && <NewCampaignButton />}
            <Button variant="secondary" asChild>
              <Link to="/admin-portal">
                <ArrowLeft aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
            <SignOutButton />
          </>
        }
      />
      {runsCampaigns && <GeneratingArticles />}
      {/* The list's heading keeps the outline whole: the post cards' titles are level 3. */}
      <section aria-labelledby="all-posts-heading">
        <h2 id="all-posts-heading" className="sr-only">
          All posts
        </h2>
        <PostsManager campaigns={campaigns} canPublish={publishes} preloadEditor />
      </section>
    </>
  )
}
