import { describe, expect, it } from 'vitest'
import type { Change } from './capture.ts'
import type { Column } from './columns.ts'
import { changeData, errorData, filterRow } from './payload.ts'

const column = (name: string, type: string, pk = false): Column => ({
  name,
  type,
  pk,
  selectableBy: new Set(),
})
const columns = [column('id', 'int4', true), column('Email', 'text'), column('tags', '_text')]
const base: Change = {
  relid: '1',
  schema: 'public',
  table: 'Webinar Registration',
  type: 'INSERT',
  record: { tags: ['a'], Email: 'a@b.c', id: 1 },
  oldRecord: null,
  commitTimestamp: '2025-01-01T12:00:00.123Z',
  rls: false,
  replicaIdentity: 'd',
}
const old = { id: 1, Email: 'old@b.c', tags: null }

describe('postgres_changes data', () => {
  it('has the wire fields in order, columns in attribute order', () => {
    expect(changeData(base, columns)).toBe(
      JSON.stringify({
        schema: 'public',
        table: 'Webinar Registration',
        commit_timestamp: '2025-01-01T12:00:00.123Z',
        type: 'INSERT',
        columns: [
          { name: 'id', type: 'int4' },
          { name: 'Email', type: 'text' },
          { name: 'tags', type: '_text' },
        ],
        record: { id: 1, Email: 'a@b.c', tags: ['a'] },
        errors: null,
      }),
    )
  })

  it('omits columns the role may not select', () => {
    const data = JSON.parse(changeData(base, [column('id', 'int4', true)]))
    expect(data.columns).toEqual([{ name: 'id', type: 'int4' }])
    expect(data.record).toEqual({ id: 1 })
  })

  it('gives UPDATE the primary key as old_record, or every column with replica identity full', () => {
    const update: Change = { ...base, type: 'UPDATE', oldRecord: old }
    expect(JSON.parse(changeData(update, columns)).old_record).toEqual({ id: 1 })
    const full = { ...update, replicaIdentity: 'f' }
    expect(JSON.parse(changeData(full, columns)).old_record).toEqual(old)
  })

  it('gives DELETE no record, and only the key when the table has RLS', () => {
    const remove: Change = {
      ...base,
      type: 'DELETE',
      record: null,
      oldRecord: old,
      replicaIdentity: 'f',
    }
    const data = JSON.parse(changeData(remove, columns))
    expect(data).not.toHaveProperty('record')
    expect(data.old_record).toEqual(old)
    expect(JSON.parse(changeData({ ...remove, rls: true }, columns)).old_record).toEqual({ id: 1 })
  })

  it('filters on the new row, or the replica identity of a deleted one, within the columns', () => {
    expect(filterRow(base, columns.slice(0, 2))).toEqual({ id: 1, Email: 'a@b.c' })
    const remove: Change = { ...base, type: 'DELETE', record: null, oldRecord: old }
    expect(filterRow(remove, columns)).toEqual({ id: 1 })
    expect(filterRow({ ...remove, replicaIdentity: 'f' }, columns)).toEqual(old)
  })

  it('reports errors without a record', () => {
    expect(JSON.parse(errorData(base, 'Error 401: Unauthorized'))).toEqual({
      schema: 'public',
      table: 'Webinar Registration',
      type: 'INSERT',
      errors: ['Error 401: Unauthorized'],
    })
  })
})
