import { describe, expect, it } from 'vitest'
import { pgErrorStatus, pgErrorToRest } from './errors.ts'

describe('pgErrorStatus', () => {
  it('follows PostgREST’s SQLSTATE map', () => {
    const cases: [string, number][] = [
      ['23505', 409],
      ['23503', 409],
      ['42P01', 404],
      ['42883', 404],
      ['23502', 400],
      ['23514', 400],
      ['22P02', 400],
      ['42703', 400],
      ['P0001', 400],
      ['25006', 405],
      ['08006', 503],
      ['53300', 503],
      ['53400', 500],
      ['40001', 500],
      ['XX000', 500],
      ['42P17', 500],
      ['28000', 403],
      ['PT418', 418],
      ['22023', 400],
    ]
    for (const [code, status] of cases)
      expect([code, pgErrorStatus(code, true)]).toEqual([code, status])
  })

  it('answers 42501 with 401 and WWW-Authenticate for anon, 403 for other roles', () => {
    const err = { code: '42501', message: 'permission denied for table t' }
    const anon = pgErrorToRest(err, 'anon')
    expect(anon?.status).toBe(401)
    expect(anon?.headers).toEqual({ 'WWW-Authenticate': 'Bearer' })
    expect(anon?.body).toEqual({
      code: '42501',
      message: 'permission denied for table t',
      details: null,
      hint: null,
    })
    expect(pgErrorToRest(err, 'authenticated')?.status).toBe(403)
    expect(pgErrorToRest(new Error('not a db error'), 'anon')).toBeUndefined()
  })
})
