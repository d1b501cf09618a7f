import { describe, expect, it } from 'vitest'
import type { DenoChild } from './deno-child.ts'
import { createSupervisor } from './supervisor.ts'

function fakeChild(port: number) {
  let exit = () => {}
  const exited = new Promise<void>((resolve) => (exit = resolve))
  const events: string[] = []
  const child: DenoChild = {
    port,
    exited,
    track: () => () => {},
    retire: async () => {
      events.push('retired')
      exit()
    },
    terminate: () => exit(),
    kill: async () => {
      events.push('killed')
      exit()
    },
  }
  return { child, events, crash: exit }
}

function harness() {
  const spawned: ReturnType<typeof fakeChild>[] = []
  const supervisor = createSupervisor(async () => {
    const fake = fakeChild(spawned.length + 1)
    spawned.push(fake)
    return fake.child
  })
  return { supervisor, spawned }
}

describe('createSupervisor', () => {
  it('starts one child for concurrent requests', async () => {
    const { supervisor, spawned } = harness()
    const [a, b] = await Promise.all([supervisor.acquire(), supervisor.acquire()])
    expect(a).toBe(b)
    expect(spawned).toHaveLength(1)
  })

  it('holds requests during a reload and hands them the new child; the old one retires', async () => {
    const { supervisor, spawned } = harness()
    await supervisor.acquire()
    supervisor.hold()
    const waiting = supervisor.acquire()
    supervisor.reload()
    expect((await waiting).port).toBe(2)
    expect(spawned[0]?.events).toEqual(['retired'])
  })

  it('starts a new child after a crash', async () => {
    const { supervisor, spawned } = harness()
    await supervisor.acquire()
    spawned[0]?.crash()
    await spawned[0]?.child.exited
    expect((await supervisor.acquire()).port).toBe(2)
  })

  it('replaces a discarded child at once and kills it', async () => {
    const { supervisor, spawned } = harness()
    const first = await supervisor.acquire()
    supervisor.discard(first)
    expect((await supervisor.acquire()).port).toBe(2)
    expect(spawned[0]?.events).toEqual(['killed'])
    expect(spawned).toHaveLength(2)
  })

  it('kills its children on stop and refuses requests afterwards', async () => {
    const { supervisor, spawned } = harness()
    await supervisor.acquire()
    await supervisor.stop()
    expect(spawned[0]?.events).toEqual(['killed'])
    await expect(supervisor.acquire()).rejects.toThrow('stopped')
  })
})
