import { useQuery, type QueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { ContactInbox } from '@/features/contact/components/contact-inbox'
import { UndeliveredMailNotice } from '@/features/admin/components/undelivered-mail-notice'
import { emailBacklogOptions } from '@/features/admin/api/get-email-backlog'
import { DashboardSection } from '@/features/admin/components/dashboard-section'
import { DebugPanel } from '@/features/admin/components/debug-panel'
import { DownloadCsvButton } from '@/features/registrations/components/download-csv-button'
import { NoRegistrationsWarning } from '@/features/registrations/components/no-registrations-warning'
import { PageHeader } from '@/components/page-header'
import { RecentRegistrations } from '@/features/registrations/components/recent-registrations'
import { AdminAccounts } from '@/features/admin-accounts/components/admin-accounts'
import { SettingsPanel } from '@/features/admin/components/settings-panel'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'
import { StatCards, StatCardsSkeleton } from '@/features/registrations/components/stat-cards'
import {
  registrationList,
  registrationStatsOptions,
} from '@/features/registrations/api/get-registrations'
import { contactMessageList } from '@/features/contact/api/get-contact-messages'
import { adminPostList } from '@/features/blog-admin/api/get-admin-posts'
import { prefetchPagedList } from '@/lib/paging/use-paged-list'
import { useDashboardLive } from '@/app/hooks/use-dashboard-live'
import { registrationMessages } from '@/features/registrations/lib/messages'
import { currentPortalRole, portalRoleOptions } from '@/features/auth/api/is-admin'
import { canManageAccounts, canPublish, canReadPeople } from '@shared/portal-roles'
import { useSession, type SessionState } from '@/features/auth/api/use-session'
import type { AdminAccount } from '@/features/admin/lib/admin-account'
import { PostsManager } from '@/features/blog-admin/components/posts-manager'
import { useCampaignList } from '@/features/campaigns/hooks/use-campaign-list'
import { workshopFunnelOptions } from '@/features/dashboard/api/get-workshop-funnel'
import {
  FunnelRangePicker,
  WorkshopFunnelSkeleton,
  WorkshopFunnelView,
} from '@/features/dashboard/components/workshop-funnel'
import { useFunnelDays } from '@/features/dashboard/hooks/use-funnel-days'
import {
  FUNNEL_DAYS_PARAM,
  FUNNEL_RANGES,
  funnelDaysFrom,
} from '@/features/dashboard/lib/funnel-range'
import { funnelMessages } from '@/features/dashboard/lib/messages'

/** The dashboard's posts list keeps its address parameters apart from the other lists'. */
const DASHBOARD_POSTS_PREFIX = 'posts_'

const toAccount = (session: SessionState): AdminAccount | null =>
  session && session !== 'loading'
    ? {
        id: session.user.id,
        email: session.user.email,
        lastSignInAt: session.user.last_sign_in_at,
        expiresAt: session.expires_at,
      }
    : null

/**
 * People's data (registrations, the inbox) for owners and admins only: editors and writers never
 * ask (registration_stats answers them 403, an error in their console). The role is the guard's
 * query, or the sign-in's head start's, in flight beside this prefetch (ensureQueryData shares
 * it), so the reads still start before the page renders.
 */
async function prefetchPeople(client: QueryClient, params: URLSearchParams) {
  const role = await currentPortalRole(client)
  if (!role || !canReadPeople(role)) return
  void client.prefetchQuery(registrationStatsOptions())
  void client.prefetchQuery(workshopFunnelOptions(funnelDaysFrom(params.get(FUNNEL_DAYS_PARAM))))
  prefetchPagedList(client, registrationList, params)
  prefetchPagedList(client, contactMessageList, params)
}

/** The cards' call (the slowest read here) and the first page of each list the role reads. */
export function prefetch(client: QueryClient, params: URLSearchParams) {
  void prefetchPeople(client, params).catch(() => undefined)
  prefetchPagedList(client, { ...adminPostList, prefix: DASHBOARD_POSTS_PREFIX }, params)
}

/** The posts list with every campaign's name (its filter and the post's campaign). */
function DashboardPosts({ publishes }: { publishes: boolean }) {
  const campaigns = useCampaignList()
  return (
    <PostsManager prefix={DASHBOARD_POSTS_PREFIX} campaigns={campaigns} canPublish={publishes} />
  )
}

export function Component() {
  const account = toAccount(useSession())
  // The guard ran this query already; here it is read from the cache for the debug panel.
  const role = useQuery({ ...portalRoleOptions(account?.id ?? ''), enabled: Boolean(account) })
  // Registrations and the inbox are for owners and admins; the others' screens leave them out
  // (the database would return them nothing).
  const people = role.data ? canReadPeople(role.data) : false
  // One round trip of a few hundred bytes, counted by the database (registration_stats).
  const stats = useQuery({ ...registrationStatsOptions(), enabled: people })
  // The funnel: a few dozen aggregated rows, counted by the database (workshop_funnel).
  const [funnelDays, setFunnelDays] = useFunnelDays()
  const funnel = useQuery({ ...workshopFunnelOptions(funnelDays), enabled: people })
  const funnelRange = FUNNEL_RANGES.find((r) => r.days === funnelDays)?.label ?? ''
  const lastEvent = useDashboardLive()
  // The first screen is the stats: the sections below them mount after the cards have their
  // answer (at once for roles without them), in a transition that React renders in short
  // slices after the cards are painted, so their reads and their rendering do not hold the cards
  // back. Their first pages were prefetched beside the stats all the same.
  const firstScreenAnswered = !people || !stats.isPending
  const [restShown, setRestShown] = useState(false)
  useEffect(() => {
    if (firstScreenAnswered && !restShown) startTransition(() => setRestShown(true))
  }, [firstScreenAnswered, restShown])
  const emailBacklog = useQuery({ ...emailBacklogOptions(), enabled: people && restShown })

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <Seo title="Admin Dashboard" description="Webinar registrations and site activity." noIndex />
      <PageHeader
        title="Dashboard"
        description="Workshop registrations and contact messages, updated live."
      />

      {people && (
        <>
          <section id="users" aria-label="Users" className="scroll-mt-20 md:scroll-mt-6">
            {stats.isPending && <StatCardsSkeleton />}
            {stats.isError && (
              <ErrorNotice
                title={registrationMessages.dataErrorTitle}
                message={registrationMessages.dataErrorMessage}
                detail={stats.error.message}
                onRetry={() => void stats.refetch()}
              />
            )}
            {stats.isSuccess && <StatCards stats={stats.data} />}
          </section>

          {stats.data?.totalRegistrations.value === 0 && <NoRegistrationsWarning />}
        </>
      )}

      {people && restShown && (
        <>
          <DashboardSection
            id="workshop-funnel"
            title={funnelMessages.title}
            description={funnelMessages.description}
            actions={<FunnelRangePicker days={funnelDays} onChange={setFunnelDays} />}
          >
            {funnel.isPending && <WorkshopFunnelSkeleton />}
            {funnel.isError && (
              <ErrorNotice
                title={funnelMessages.loadErrorTitle}
                message={funnelMessages.loadErrorMessage}
                detail={funnel.error.message}
                onRetry={() => void funnel.refetch()}
              />
            )}
            {funnel.isSuccess && (
              <WorkshopFunnelView funnel={funnel.data} rangeLabel={funnelRange} />
            )}
          </DashboardSection>

          <DashboardSection
            id="registrations"
            title="Recent Registrations"
            description="Newest first, 10 a page. The CSV holds every registration."
            actions={<DownloadCsvButton total={stats.data?.totalRegistrations.value} />}
          >
            <RecentRegistrations total={stats.data?.totalRegistrations.value} />
          </DashboardSection>

          <DashboardSection
            id="inbox"
            title="Inbox"
            description="Messages from the contact form, newest first."
          >
            {emailBacklog.isSuccess && <UndeliveredMailNotice backlog={emailBacklog.data} />}
            <ContactInbox />
          </DashboardSection>
        </>
      )}

      {restShown && (
        <DashboardSection id="blog-posts" title="Blog Posts">
          <DashboardPosts publishes={role.data ? canPublish(role.data) : false} />
        </DashboardSection>
      )}

      {account && restShown && (
        <>
          <DashboardSection
            id="settings"
            title="Settings"
            description="Your account and this site's backend."
          >
            <SettingsPanel account={account} />
          </DashboardSection>
          <DashboardSection
            id="two-factor"
            title={mfaMessages.sectionTitle}
            description="A code from an authenticator app after the password, for this account."
          >
            <TwoFactorSettings />
          </DashboardSection>
          {role.data && canManageAccounts(role.data) && (
            <DashboardSection
              id="admins"
              title="Accounts"
              description="Who can use this portal, and with which role. Invite by email; removing one asks first, and the last owner always stays."
            >
              <AdminAccounts currentUserId={account.id} />
            </DashboardSection>
          )}
          <ErrorBoundary
            fallback={<ErrorNotice message="The debug information could not be shown." />}
          >
            <DebugPanel
              account={account}
              isAdmin={{
                isPending: role.isPending,
                isAdmin: role.data != null,
                error: role.error?.message,
              }}
              lastEvent={lastEvent}
              registrations={stats}
            />
          </ErrorBoundary>
        </>
      )}
    </div>
  )
}
