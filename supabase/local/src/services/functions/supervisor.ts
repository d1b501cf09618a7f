import type { DenoChild } from './deno-child.ts'

export interface Supervisor {
  /** A ready child: starts one when none runs, and waits while a reload is pending. */
  acquire(): Promise<DenoChild>
  /** Holds new requests until reload(): called on the first file change of a burst. */
  hold(): void
  /** Swaps in a fresh child (the old one finishes its requests), then releases held requests. */
  reload(): void
  /**
   * The child dropped a connection before answering, which only a dying host does: replace it
   * now rather than when its exit is noticed, so the next request does not reach it.
   */
  discard(child: DenoChild): void
  stop(): Promise<void>
}

const RETIRE_GRACE_MS = 30_000

function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

export function createSupervisor(spawnChild: () => Promise<DenoChild>): Supervisor {
  const live = new Set<DenoChild>()
  const startedBy = new WeakMap<DenoChild, Promise<DenoChild>>()
  let current: Promise<DenoChild> | undefined
  let held: ReturnType<typeof gate> | undefined
  let stopped = false

  const start = () => {
    const starting = spawnChild()
    current = starting
    const forget = () => {
      if (current === starting) current = undefined
    }
    starting.then((child) => {
      startedBy.set(child, starting)
      live.add(child)
      void child.exited.then(() => {
        live.delete(child)
        // Still current, so neither retired nor stopped: it crashed.
        if (current !== starting || stopped) return
        console.error('The Deno functions host exited unexpectedly; restarting it')
        void start().catch((error: unknown) => console.error(error))
      })
    }, forget)
    return starting
  }

  return {
    async acquire() {
      while (held) await held.opened
      if (stopped) throw new Error('The functions host is stopped')
      return current ?? start()
    },
    hold() {
      held ??= gate()
    },
    reload() {
      const previous = current
      if (previous && !stopped) {
        start()
        void previous.then(
          (child) => child.retire(RETIRE_GRACE_MS),
          () => {},
        )
      }
      held?.open()
      held = undefined
    },
    discard(child) {
      if (stopped || startedBy.get(child) !== current) return
      start()
      void child.kill()
    },
    async stop() {
      stopped = true
      held?.open()
      held = undefined
      const starting = current
      current = undefined
      const running = [...live]
      await Promise.all([
        ...running.map((child) => child.kill()),
        // One still booting is not live yet: kill it once it is up.
        starting?.then(
          (child) => (running.includes(child) ? undefined : child.kill()),
          () => {},
        ),
      ])
    },
  }
}

/** One supervisor per function, each with its own process; hold/reload/stop apply to all. */
export interface SupervisorPool {
  get(name: string): Supervisor
  hold(): void
  reload(): void
  stop(): Promise<void>
}

export function createSupervisorPool(
  spawnChild: (name: string) => Promise<DenoChild>,
): SupervisorPool {
  const supervisors = new Map<string, Supervisor>()
  let held = false
  return {
    get(name) {
      let supervisor = supervisors.get(name)
      if (!supervisor) {
        supervisor = createSupervisor(() => spawnChild(name))
        if (held) supervisor.hold()
        supervisors.set(name, supervisor)
      }
      return supervisor
    },
    hold() {
      held = true
      for (const supervisor of supervisors.values()) supervisor.hold()
    },
    reload() {
      held = false
      for (const supervisor of supervisors.values()) supervisor.reload()
    },
    async stop() {
      await Promise.all([...supervisors.values()].map((supervisor) => supervisor.stop()))
    },
  }
}
