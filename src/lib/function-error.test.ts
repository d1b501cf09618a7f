import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { readFunctionError } from '@/lib/function-error'

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

describe('readFunctionError', () => {
  it("reads functions.invoke's FunctionsHttpError: the function's { error }, status and request id", async () => {
    const failure = await readFunctionError(
      new FunctionsHttpError(answer(502, { error: 'Failed to process payment', requestId: 'r-1' })),
      'fallback',
    )
    expect(failure).toMatchObject({
      message: 'Failed to process payment',
      status: 502,
      requestId: 'r-1',
      refused: false,
    })
  })

  it("reads a plain fetch's Response the same way, with per-field messages", async () => {
    const failure = await readFunctionError(
      answer(400, {
        error: 'Please check the form',
        fields: { email: 'Please enter a valid email address' },
      }),
      'fallback',
    )
    expect(failure).toMatchObject({ message: 'Please check the form', status: 400, refused: true })
    expect(failure.fields).toEqual({ email: 'Please enter a valid email address' })
  })

  it('falls back to the caller text when the body is not { error }, keeping the status', async () => {
    for (const body of ['<html>Bad gateway</html>', { message: 'not ours' }, { error: '' }]) {
      const failure = await readFunctionError(
        new FunctionsHttpError(answer(502, body)),
        'Upload failed',
      )
      expect(failure).toMatchObject({ message: 'Upload failed', status: 502 })
    }
  })

  it('has no status when no answer came (network, CORS)', async () => {
    const failure = await readFunctionError(
      new FunctionsFetchError(new TypeError('fetch failed')),
      'Try again',
    )
    expect(failure).toMatchObject({ message: 'Try again', status: null, refused: false })
  })
})
