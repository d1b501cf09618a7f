import { describe, expect, it } from 'vitest'
import { serverError } from './server-error.ts'

describe('serverError', () => {
  it('answers the fixed text and a request id, and logs the details under that id', async () => {
    const logged: [string, unknown][] = []
    const cause = new Error('duplicate key value violates unique constraint "secret_table_pkey"')
    const response = serverError('some-function', 'saving failed', cause, {
      text: 'Could not save. Please try again.',
      status: 500,
      log: (message, error) => logged.push([message, error]),
    })
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({
      error: 'Could not save. Please try again.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(logged).toEqual([[`some-function [request ${body.requestId}]: saving failed`, cause]])
  })
})
