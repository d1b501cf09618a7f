import { afterEach, describe, expect, it, vi } from 'vitest'
import { stackKeys } from '../../keys/keys.ts'
import { CRON_JOBS, startCron } from './index.ts'

const demoKeys = await stackKeys()

afterEach(() => vi.useRealTimers())

describe('the local stack cron', () => {
  it('calls the scheduler function on every fifth minute of the clock, as Supabase Cron does', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T12:03:30.000Z') })
    const calls: { url: string; init: RequestInit | undefined }[] = []
    const fetchImpl: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init })
      return new Response('{}', { status: 202 })
    }
    const cron = startCron(
      { url: 'http://127.0.0.1:54321', keys: demoKeys },
      CRON_JOBS.filter((job) => job.functionName === 'campaign-scheduler'),
      fetchImpl,
    )
    await vi.advanceTimersByTimeAsync(89_999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('http://127.0.0.1:54321/functions/v1/campaign-scheduler')
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(
      `Bearer ${demoKeys.secretKey}`,
    )
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(calls).toHaveLength(2)
    cron.stop()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(calls).toHaveLength(2)
  })

  it('runs the email outbox every minute, as the hosted cron job does', () => {
    expect(CRON_JOBS).toContainEqual({ functionName: 'email-outbox', everyMs: 60_000 })
  })
})
