import { describe, expect, it, vi } from 'vitest'
import { installEdgeRuntime } from './edge-runtime.ts'

type Runtime = { waitUntil<T>(promise: Promise<T>): Promise<T> }
const isRuntime = (value: unknown): value is Runtime =>
  typeof value === 'object' && value !== null && 'waitUntil' in value

describe('EdgeRuntime.waitUntil in the functions host', () => {
  it('runs the task after the response and reports its failure', async () => {
    const target = {}
    const onError = vi.fn()
    const tasks = installEdgeRuntime(target, onError)
    const runtime: unknown = Reflect.get(target, 'EdgeRuntime')
    if (!isRuntime(runtime)) throw new Error('EdgeRuntime was not installed')
    let finish = () => {}
    const done = new Promise<void>((resolve) => (finish = resolve))
    const failed = Promise.reject(new Error('boom'))
    runtime.waitUntil(done)
    runtime.waitUntil(failed).catch(() => {})
    const settled = tasks.settle(10_000)
    finish()
    await settled
    expect(onError).toHaveBeenCalledWith(new Error('boom'))
  })
})
