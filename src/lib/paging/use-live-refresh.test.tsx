import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestQueryClient } from '@tests/render'
import { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh'

type ChangeHandler = (payload: { eventType: 'INSERT'; new: object; old: object }) => void
type StatusHandler = (status: string) => void

// A realtime channel the test drives: it delivers change events and (re)subscriptions.
const channel = vi.hoisted(() => {
  const state: { change?: ChangeHandler; status?: StatusHandler } = {}
  const fake = {
    on: (_type: string, _filter: unknown, handler: ChangeHandler) => {
      state.change = handler
      return fake
    },
    subscribe: (handler: StatusHandler) => {
      state.status = handler
      return fake
    },
  }
  return { state, fake }
})
vi.mock('@/lib/supabase', () => ({
  supabase: { channel: () => channel.fake, removeChannel: () => Promise.resolve() },
}))

function List({ onFetch }: { onFetch: () => void }) {
  useLiveRefresh('blog_posts', ['blog_posts'])
  const page = useQuery({
    queryKey: ['blog_posts', 'page'],
    queryFn: () => {
      onFetch()
      return Promise.resolve('rows')
    },
  })
  return <p>{page.data}</p>
}

describe('useLiveRefresh', () => {
  it('folds a burst of events into one refetch a second, the last after the last event', async () => {
    const fetches: number[] = []
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <List onFetch={() => fetches.push(Date.now())} />
      </QueryClientProvider>,
    )
    await screen.findByText('rows')
    channel.state.status?.('SUBSCRIBED')
    expect(fetches).toHaveLength(1)

    // The first event refetches at once; the 499 after it, within the second, wait for one
    // more refetch a second later, which reads everything they wrote.
    channel.state.change?.({ eventType: 'INSERT', new: {}, old: {} })
    await waitFor(() => expect(fetches).toHaveLength(2))
    for (let i = 0; i < 499; i++) channel.state.change?.({ eventType: 'INSERT', new: {}, old: {} })
    await waitFor(() => expect(fetches).toHaveLength(3), { timeout: LIVE_REFRESH_MS * 3 })
    const [, first = 0, trailing = 0] = fetches
    expect(trailing - first).toBeGreaterThanOrEqual(LIVE_REFRESH_MS - 50)
    expect(fetches).toHaveLength(3)
  })

  it('refetches after a re-subscribe (a dropped socket may have missed events)', async () => {
    let fetches = 0
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <List onFetch={() => fetches++} />
      </QueryClientProvider>,
    )
    await screen.findByText('rows')
    channel.state.status?.('SUBSCRIBED')
    channel.state.status?.('CHANNEL_ERROR')
    expect(fetches).toBe(1)
    channel.state.status?.('SUBSCRIBED')
    await waitFor(() => expect(fetches).toBe(2))
  })
})
