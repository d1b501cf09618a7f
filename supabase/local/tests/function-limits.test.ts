// Hosted's runtime limits in the local functions host (limits.ts), each proven with a
// deliberately greedy function from ./greedy-functions: 256 MB of memory and 2 s of CPU per
// request (546 WORKER_RESOURCE_LIMIT) at their hosted values, and the request idle timeout
// (504), shortened from 150 s so the test does not wait that long.
import { fileURLToPath } from 'node:url'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

const stack = useTestStack({
  ...TEST_SCHEMA,
  functionsDir: fileURLToPath(new URL('./greedy-functions', import.meta.url)),
  functionLimits: { idleTimeoutMs: 8000 },
})

const call = (name: string) =>
  fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.anonKey}` },
  })

const workerLimit = {
  code: 'WORKER_RESOURCE_LIMIT',
  message: 'Function failed due to not having enough compute resources (please check logs)',
}

describe('hosted limits in the functions host', () => {
  let logged: MockInstance<typeof console.error>
  beforeEach(() => {
    logged = vi.spyOn(console, 'error')
  })
  afterEach(() => {
    logged.mockRestore()
  })
  const lines = () => logged.mock.calls.map((args) => args.map(String).join(' '))

  it('stops a worker past 256 MB with 546 and logs the memory limit', async () => {
    const res = await call('memory-hog')
    expect(res.status).toBe(546)
    expect(await res.json()).toEqual(workerLimit)
    expect(lines()).toContain(
      'functions: memory-hog: Memory limit exceeded (256 MB); worker stopped',
    )
  })

  it('stops a request past 2 s of CPU with 546 and logs the CPU limit', async () => {
    const res = await call('cpu-hog')
    expect(res.status).toBe(546)
    expect(await res.json()).toEqual(workerLimit)
    expect(lines()).toContain('functions: cpu-hog: CPU Time exceeded (2000 ms); worker stopped')
  })

  it('answers 504 with an empty body when no response starts before the idle timeout', async () => {
    const res = await call('never-answers')
    expect(res.status).toBe(504)
    expect(await res.text()).toBe('')
    expect(lines()).toContain('functions: never-answers: Request idle timeout (8000 ms)')
  })
})
