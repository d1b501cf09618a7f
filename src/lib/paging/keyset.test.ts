import { describe, expect, it } from 'vitest'
import { applyKeyset, decodeCursor, encodeCursor, toKeysetPage, type KeysetQuery } from './keyset'
import { searchArgs } from './search'

const cursor = {
  at: '2026-11-25T10:00:00.123456+00:00',
  id: '7d3c6a8e-1b2c-4d5e-8f90-123456789abc',
}

/** Records the calls a supabase-js builder would get. */
class Recorder implements KeysetQuery<Recorder> {
  calls: string[] = []
  private add(call: string) {
    this.calls.push(call)
    return this
  }
  lte = (c: string, v: string) => this.add(`lte ${c} ${v}`)
  gte = (c: string, v: string) => this.add(`gte ${c} ${v}`)
  or = (f: string) => this.add(`or ${f}`)
  order = (c: string, o: { ascending: boolean }) =>
    this.add(`order ${c} ${o.ascending ? 'asc' : 'desc'}`)
  limit = (n: number) => this.add(`limit ${n}`)
}

describe('cursor in the address', () => {
  it('round-trips the exact timestamp and id', () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  })
  it('starts over on anything else', () => {
    for (const raw of [
      null,
      '',
      'x~y',
      'not-a-date~1',
      '2026-13-45T99:99:99Z~1',
      `${cursor.at}~a,b`,
    ])
      expect(decodeCursor(raw), String(raw)).toBeNull()
  })
})

describe('applyKeyset', () => {
  it('reads the newest size + 1 rows first', () => {
    expect(applyKeyset(new Recorder(), null, 10).calls).toEqual([
      'order created_at desc',
      'order id desc',
      'limit 11',
    ])
  })
  it('reads older rows from the cursor down, the index condition first', () => {
    expect(applyKeyset(new Recorder(), { dir: 'older', cursor }, 50).calls).toEqual([
      `lte created_at ${cursor.at}`,
      `or created_at.lt."${cursor.at}",id.lt."${cursor.id}"`,
      'order created_at desc',
      'order id desc',
      'limit 51',
    ])
  })
  it('reads newer rows from the cursor up, on another column', () => {
    expect(applyKeyset(new Recorder(), { dir: 'newer', cursor }, 10, 'slot').calls).toEqual([
      `gte slot ${cursor.at}`,
      `or slot.gt."${cursor.at}",id.gt."${cursor.id}"`,
      'order slot asc',
      'order id asc',
      'limit 11',
    ])
  })
})

describe('toKeysetPage', () => {
  const rows = [5, 4, 3]
  it('first page: more when a row beyond the size came back', () => {
    expect(toKeysetPage(rows, 2, null)).toEqual({ rows: [5, 4], hasOlder: true, hasNewer: false })
    expect(toKeysetPage(rows, 3, null)).toEqual({ rows, hasOlder: false, hasNewer: false })
  })
  it('older page: a newer one exists', () => {
    expect(toKeysetPage(rows, 3, { dir: 'older', cursor })).toEqual({
      rows,
      hasOlder: false,
      hasNewer: true,
    })
  })
  it('newer page: read upwards, shown newest first', () => {
    expect(toKeysetPage([1, 2, 3], 2, { dir: 'newer', cursor })).toEqual({
      rows: [2, 1],
      hasOlder: true,
      hasNewer: true,
    })
  })
})

describe('searchArgs', () => {
  it('asks the search function for one row more than a page, newest first', () => {
    expect(searchArgs('ann', null, 10)).toEqual({ p_query: 'ann', p_limit: 11 })
  })
  it('passes an older page as the cursor to read before', () => {
    expect(searchArgs('ann', { dir: 'older', cursor }, 10)).toEqual({
      p_query: 'ann',
      p_limit: 11,
      p_before_created_at: cursor.at,
      p_before_id: cursor.id,
    })
  })
  it('passes a newer page as the cursor to read after', () => {
    expect(searchArgs('ann', { dir: 'newer', cursor }, 10)).toEqual({
      p_query: 'ann',
      p_limit: 11,
      p_after_created_at: cursor.at,
      p_after_id: cursor.id,
    })
  })
})
