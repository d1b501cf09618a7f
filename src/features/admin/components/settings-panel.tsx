import type { ReactNode } from 'react'
import { projectUrl } from '@/features/admin/api/project-info'
import type { AdminAccount } from '@/features/admin/lib/admin-account'
import { formatDateTime } from '@/lib/format-date'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-foreground">{children}</dd>
    </div>
  )
}

/** The signed-in admin's account and the backend this build talks to. */
export function SettingsPanel({ account }: { account: AdminAccount }) {
  return (
    <dl className="divide-y">
      <Row label="Signed in as">{account.email ?? 'No email on this account'}</Row>
      <Row label="User ID">
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{account.id}</code>
      </Row>
      <Row label="Last sign-in">
        {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Not recorded'}
      </Row>
      <Row label="Session expires">
        {account.expiresAt
          ? `${formatDateTime(new Date(account.expiresAt * 1000).toISOString())} (renewed automatically)`
          : 'Not set'}
      </Row>
      <Row label="Supabase project">
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{projectUrl}</code>
      </Row>
    </dl>
  )
}
