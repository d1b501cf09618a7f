import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { tableCountKeys } from '@/features/admin/api/keys'
import { DebugPanel } from '@/features/admin/components/debug-panel'

// The page's stats query, settled: three registrations.
const registrations = {
  isPending: false,
  isError: false,
  error: null,
  data: { totalRegistrations: { value: 3 } },
}

const account = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  lastSignInAt: undefined,
  expiresAt: undefined,
}

// Cached data that never goes stale, so the panel renders without a backend.
function renderPanel(isAdmin: { isPending: boolean; isAdmin: boolean; error: string | undefined }) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(tableCountKeys.count('contact_messages'), 2)
  client.setQueryData(tableCountKeys.count('blog_posts'), 4)
  client.setQueryData(tableCountKeys.count('blog_campaigns'), 1)
  const lastEvent = {
    table: 'Webinar Registration',
    eventType: 'INSERT' as const,
    at: new Date(2025, 4, 20, 13, 5, 7),
  }
  return renderWithRouter(
    <DebugPanel
      account={account}
      isAdmin={isAdmin}
      lastEvent={lastEvent}
      registrations={registrations}
    />,
    { queryClient: client },
  )
}

describe('DebugPanel', () => {
  it('opens itself with the red Auth Error block and hints when the admin check failed', () => {
    renderPanel({ isPending: false, isAdmin: false, error: 'JWT expired' })
    expect(screen.getByText('Auth Error:')).toBeVisible()
    expect(screen.getByText('JWT expired')).toBeVisible()
    expect(screen.getByText('Troubleshooting')).toBeVisible()
    expect(screen.getByText(account.id)).toBeVisible()
    expect(screen.getByText('blog_posts rows').nextSibling).toHaveTextContent('4')
    expect(screen.getByText('INSERT on Webinar Registration at 1:05:07 PM')).toBeVisible()
  })

  it('stays closed when all is well', () => {
    renderPanel({ isPending: false, isAdmin: true, error: undefined })
    expect(screen.getByRole('button', { name: 'Debug information' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.queryByText('Auth Error:')).toBeNull()
  })
})
