import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from '@/lib/when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('runs the task in an idle callback, with the timeout given, and cancels it', () => {
    const callbacks: (() => void)[] = []
    const request = vi.fn((callback: () => void) => callbacks.push(callback))
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const task = vi.fn()
    const stop = whenIdle(task, 2000)
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 })
    callbacks[0]?.()
    expect(task).toHaveBeenCalledOnce()
    stop()
    expect(cancel).toHaveBeenCalledWith(1)
  })

  it('falls back to a timer of a second where there are no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task)
    vi.advanceTimersByTime(999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })
})
