import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_LIVE_TOPICS } from './admin-live-topics'
import { LIVE_REFRESH_MS, LiveRefresher, type LiveChannel, type Realtime } from './live-refresher'

type Payload = {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Record<string, unknown>
  old: Record<string, unknown>
}
/**
 * What the fake delivers: a postgres_changes payload that is also a broadcast message (an
 * admin table's topic carries only {table, op}), so one value serves either callback.
 */
type Delivery = Payload & { payload: unknown }
type Opened = { name: string; private: boolean }

const tableOfTopic = (name: string) =>
  Object.entries(ADMIN_LIVE_TOPICS).find(([, topic]) => topic === name)?.[0]

/** Realtime as the refresher sees it: channels the test drives, by table. */
function fakeRealtime() {
  const tables = new Map<string, { change?: (d: Delivery) => void; status?: (s: string) => void }>()
  const opened: Opened[] = []
  let open = 0
  const realtime: Realtime = {
    channel: (name, options) => {
      opened.push({ name, private: options?.config.private ?? false })
      const state: { change?: (d: Delivery) => void; status?: (s: string) => void } = {}
      function on(
        type: 'postgres_changes',
        filter: { event: '*'; schema: string; table: string },
        callback: (payload: Payload) => void,
      ): LiveChannel
      function on(
        type: 'broadcast',
        filter: { event: string },
        callback: (message: { payload?: unknown }) => void,
      ): LiveChannel
      function on(
        type: 'postgres_changes' | 'broadcast',
        filter: { event: string; table?: string },
        callback: ((payload: Payload) => void) | ((message: { payload?: unknown }) => void),
      ): LiveChannel {
        const table = type === 'broadcast' ? tableOfTopic(name) : filter.table
        state.change = (delivery) => callback(delivery)
        tables.set(table ?? name, state)
        return channel
      }
      const channel: LiveChannel = {
        on,
        subscribe: (handler) => {
          state.status = handler
          return channel
        },
      }
      open++
      return channel
    },
    removeChannel: () => {
      open--
      return Promise.resolve()
    },
  }
  const emit = (table: string, change: Partial<Payload> = {}, payload?: unknown) => {
    const eventType = change.eventType ?? 'INSERT'
    tables.get(table)?.change?.({
      eventType,
      new: {},
      old: {},
      ...change,
      payload: payload ?? { table, op: eventType },
    })
  }
  const status = (table: string, value: string) => tables.get(table)?.status?.(value)
  return { realtime, emit, status, open: () => open, opened }
}

function setup() {
  const queryClient = new QueryClient()
  const invalidated: QueryKey[] = []
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    invalidated.push(filters?.queryKey ?? [])
    return Promise.resolve()
  })
  const fake = fakeRealtime()
  const refresher = new LiveRefresher(queryClient, fake.realtime)
  return { refresher, invalidated, ...fake }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('LiveRefresher', () => {
  it('folds changes to every table of the screen into one refetch a second', () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('Webinar Registration', { queryKey: ['Webinar Registration'] })
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts', 'admin'] })
    emit('Webinar Registration')
    vi.advanceTimersByTime(0)
    expect(invalidated).toEqual([['Webinar Registration']])

    // 500 registrations and some posts within the next second: one more refetch of each key,
    // a second after the first, which reads everything they wrote.
    for (let i = 0; i < 500; i++) emit('Webinar Registration')
    emit('blog_posts')
    vi.advanceTimersByTime(LIVE_REFRESH_MS - 1)
    expect(invalidated).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(invalidated.slice(1)).toEqual([['Webinar Registration'], ['blog_posts', 'admin']])
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 5)
    expect(invalidated).toHaveLength(3)
  })

  it('refetches only the keys of the table that changed, where the change matters', () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('Webinar Registration', { queryKey: ['Webinar Registration'] })
    refresher.subscribe('blog_campaigns', {
      queryKey: ['blog_campaigns', 'list'],
      when: (change) => change.eventType !== 'UPDATE',
    })
    emit('blog_campaigns', { eventType: 'UPDATE', new: { id: 'c1', status: 'active' } })
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    expect(invalidated).toEqual([])
    emit('blog_campaigns', { eventType: 'INSERT', new: { id: 'c2' } })
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    expect(invalidated).toEqual([['blog_campaigns', 'list']])
  })

  it('refetches a key once when a broader key of the same change covers it', () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts'] })
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts', 'count'] })
    emit('blog_posts')
    vi.advanceTimersByTime(0)
    expect(invalidated).toEqual([['blog_posts']])
  })

  it('shares one channel per table and closes it with its last subscriber', () => {
    const { refresher, open } = setup()
    const stopList = refresher.subscribe('blog_posts', { queryKey: ['blog_posts'] })
    const stopCount = refresher.subscribe('blog_posts', { queryKey: ['blog_posts', 'count'] })
    expect(open()).toBe(1)
    stopList()
    expect(open()).toBe(1)
    stopCount()
    expect(open()).toBe(0)
  })

  it('refetches after a re-subscribe (a dropped socket may have missed changes)', () => {
    const { refresher, invalidated, status } = setup()
    refresher.subscribe('Webinar Registration', { queryKey: ['Webinar Registration'] })
    status('Webinar Registration', 'SUBSCRIBED')
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    expect(invalidated).toEqual([])
    status('Webinar Registration', 'CHANNEL_ERROR')
    status('Webinar Registration', 'SUBSCRIBED')
    vi.advanceTimersByTime(0)
    expect(invalidated).toEqual([['Webinar Registration']])
  })

  it("skips the echo of the tab's own write for what the write refetched, not anyone else's", async () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts'] })
    refresher.subscribe('blog_posts', { queryKey: ['blog_campaigns', 'overview'] })
    const saved = { id: 'p1', updated_at: '2026-11-25T08:00:00.123456+00:00' }
    let answer = (_row: typeof saved) => {}
    const write = refresher.write(
      'blog_posts',
      [['blog_posts']],
      () => new Promise<typeof saved>((resolve) => (answer = resolve)),
      (row) => [row],
    )
    // The echo may come before the answer: it waits for the write.
    emit('blog_posts', {
      eventType: 'UPDATE',
      new: { ...saved, updated_at: '2026-11-25T08:00:00.123Z' },
    })
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    expect(invalidated).toEqual([])
    answer(saved)
    await write
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    // The write's mutation refetched ['blog_posts']; the campaigns overview it did not.
    expect(invalidated).toEqual([['blog_campaigns', 'overview']])

    // Someone else's later update of the same post refreshes everything as usual.
    emit('blog_posts', {
      eventType: 'UPDATE',
      new: { id: 'p1', updated_at: '2026-11-25T08:00:05Z' },
    })
    vi.advanceTimersByTime(LIVE_REFRESH_MS)
    expect(invalidated.slice(1)).toEqual([['blog_posts'], ['blog_campaigns', 'overview']])
  })

  it('lets the changes held during a failed write through', async () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts'] })
    const write = refresher.write(
      'blog_posts',
      [['blog_posts']],
      () => Promise.reject(new Error('Failed to save blog post')),
      () => [],
    )
    emit('blog_posts', { new: { id: 'someone-else' } })
    await expect(write).rejects.toThrow('Failed to save blog post')
    vi.advanceTimersByTime(0)
    expect(invalidated).toEqual([['blog_posts']])
  })
  it("joins an admin table's private topic and refetches on its broadcast, which names no row", () => {
    const { refresher, invalidated, emit, opened } = setup()
    const patched: unknown[] = []
    refresher.subscribe('Webinar Registration', {
      queryKey: ['Webinar Registration'],
      patch: (change) => {
        patched.push(change.new)
        return false
      },
    })
    refresher.subscribe('blog_posts', { queryKey: ['blog_posts'] })
    expect(opened.map((channel) => channel.private)).toEqual([true, false])
    expect(opened[0]?.name).toBe('admin:registrations')
    expect(opened[1]?.name).toMatch(/^live:blog_posts:/)

    // Even if a row came along, the refresher takes only the operation from the topic.
    emit('Webinar Registration', { eventType: 'UPDATE', new: { id: 'r1', email: 'a@b.c' } })
    vi.advanceTimersByTime(0)
    expect(patched).toEqual([{}])
    expect(invalidated).toEqual([['Webinar Registration']])
  })

  it('ignores a broadcast on an admin topic that is not a change', () => {
    const { refresher, invalidated, emit } = setup()
    refresher.subscribe('contact_messages', { queryKey: ['contact_messages'] })
    emit('contact_messages', {}, { table: 'contact_messages', op: 'TRUNCATE' })
    emit('contact_messages', {}, 'hello')
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 2)
    expect(invalidated).toEqual([])
  })
})
