import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Bug, ChevronDown } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { tableCountOptions } from '@/features/admin/api/get-table-count'
import type { AdminAccount, AdminCheck } from '@/features/admin/lib/admin-account'
import type { LiveEvent } from '@/lib/paging/use-live-refresh'

/** The last realtime event on the dashboard's tables, and when it came (useDashboardLive). */
export type LastLiveEvent = LiveEvent & { at: Date }

/** The page's registration stats query: the panel shows its count and its error. */
type RegistrationStatsQuery = Pick<
  UseQueryResult<{ totalRegistrations: { value: number } }>,
  'isPending' | 'isError' | 'error' | 'data'
>

const HINTS = [
  'Make sure this account is listed in public.admin_users: row-level security only shows registrations and messages to admins.',
  'Sign out and in again if the session has expired.',
  'Check that VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY point at the right project.',
  'Apply every migration (supabase db push) so the tables, policies and realtime publication exist.',
]

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b py-1.5 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all font-mono text-xs leading-5 text-foreground">{children}</dd>
    </div>
  )
}

const rows = (q: { isPending: boolean; isError: boolean }, n: number | undefined) =>
  q.isPending ? 'loading…' : q.isError ? 'failed' : String(n ?? 0)

/** What the dashboard knows about its session and data, for troubleshooting. */
type DebugPanelProps = {
  account: AdminAccount
  isAdmin: AdminCheck
  lastEvent: LastLiveEvent | null
  registrations: RegistrationStatsQuery
}

export function DebugPanel({ account, isAdmin, lastEvent, registrations }: DebugPanelProps) {
  const messages = useQuery(tableCountOptions('contact_messages'))
  const posts = useQuery(tableCountOptions('blog_posts'))
  const campaigns = useQuery(tableCountOptions('blog_campaigns'))
  const dataErrors = [registrations, messages, posts, campaigns].flatMap((q) =>
    q.error ? [q.error.message] : [],
  )
  const authError = isAdmin.error
  const noRegistrations = registrations.data?.totalRegistrations.value === 0
  const [open, setOpen] = useState(false)
  const expanded = open || Boolean(authError) || dataErrors.length > 0

  return (
    <Card className="p-0">
      <Collapsible open={expanded} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex w-full items-center justify-between gap-3 rounded-lg p-4 text-left text-sm font-semibold hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6">
          <span className="flex items-center gap-2">
            <Bug className="size-4" aria-hidden="true" />
            Debug information
          </span>
          <ChevronDown
            className="size-4 transition-transform [[data-state=open]>&]:rotate-180"
            aria-hidden="true"
          />
        </CollapsibleTrigger>
        <CollapsibleContent className="grid gap-4 px-4 pb-4 text-sm sm:px-6">
          <dl>
            <Item label="Session">authenticated</Item>
            <Item label="User ID">{account.id}</Item>
            <Item label="Email">{account.email ?? 'none'}</Item>
            <Item label="Admin">
              {isAdmin.isPending ? 'checking…' : isAdmin.isAdmin ? 'yes' : 'no'}
            </Item>
            <Item label="Webinar Registration rows">
              {rows(registrations, registrations.data?.totalRegistrations.value)}
            </Item>
            <Item label="contact_messages rows">{rows(messages, messages.data)}</Item>
            <Item label="blog_posts rows">{rows(posts, posts.data)}</Item>
            <Item label="blog_campaigns rows">{rows(campaigns, campaigns.data)}</Item>
            <Item label="Last realtime event">
              {lastEvent
                ? `${lastEvent.eventType} on ${lastEvent.table} at ${lastEvent.at.toLocaleTimeString('en-US')}`
                : 'none since this page opened'}
            </Item>
            <Item label="Errors">{authError || dataErrors.length ? 'see below' : 'none'}</Item>
          </dl>
          {(authError || dataErrors.length > 0 || noRegistrations) && (
            <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
              {authError && (
                <p>
                  <strong>Auth Error:</strong> {authError}
                </p>
              )}
              {dataErrors.map((message) => (
                <p key={message}>
                  <strong>Data Error:</strong> {message}
                </p>
              ))}
              <p className="mt-3 font-semibold">Troubleshooting</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-destructive/90">
                {HINTS.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </div>
          )}
        </CollapsibleContent>
      </Collapsible>
    </Card>
  )
}
