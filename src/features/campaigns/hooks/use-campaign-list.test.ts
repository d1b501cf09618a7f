import { describe, expect, it } from 'vitest'
import type { LiveChange } from '@/lib/paging/use-live-refresh'
import { withChange } from './use-campaign-list'

const names = [
  { id: 'c3', name: 'Third', created_at: '2026-11-03T00:00:00Z' },
  { id: 'c1', name: 'First', created_at: '2026-11-01T00:00:00Z' },
]
const change = (eventType: LiveChange['eventType'], row: Record<string, unknown>): LiveChange => ({
  table: 'blog_campaigns',
  eventType,
  new: eventType === 'DELETE' ? {} : row,
  old: eventType === 'DELETE' ? { id: row.id } : {},
})

describe('campaign names from realtime payloads', () => {
  it('adds a new campaign in date order, renames in place and drops a deleted one', () => {
    const added = withChange(
      names,
      change('INSERT', {
        id: 'c2',
        name: 'Second',
        created_at: '2026-11-02T00:00:00Z',
        status: 'active',
      }),
    )
    expect(added?.map((c) => c.id)).toEqual(['c3', 'c2', 'c1'])
    const renamed = withChange(
      names,
      change('UPDATE', { id: 'c1', name: 'Renamed', created_at: '2026-11-01T00:00:00Z' }),
    )
    expect(renamed).toEqual([
      names[0],
      { id: 'c1', name: 'Renamed', created_at: '2026-11-01T00:00:00Z' },
    ])
    expect(withChange(names, change('DELETE', { id: 'c3' }))).toEqual([names[1]])
  })

  it('asks for a read when the payload lacks the name', () => {
    expect(withChange(names, change('UPDATE', { id: 'c1', status: 'paused' }))).toBeNull()
  })
})
