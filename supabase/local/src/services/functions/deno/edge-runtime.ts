// The `EdgeRuntime` global of Supabase's hosted edge-runtime, for the Deno host: waitUntil keeps
// a background task running after the response (the worker stays alive until it settles), so
// functions call EdgeRuntime.waitUntil(task) and behave the same locally and hosted.

export interface EdgeRuntimeTasks {
  /** Resolves when every task started so far has settled, or after graceMs. */
  settle(graceMs: number): Promise<void>
}

export function installEdgeRuntime(
  target: object,
  onError: (error: unknown) => void,
): EdgeRuntimeTasks {
  const pending = new Set<Promise<void>>()
  Reflect.set(target, 'EdgeRuntime', {
    waitUntil<T>(promise: Promise<T>): Promise<T> {
      const task: Promise<void> = Promise.resolve(promise)
        .then(() => undefined, onError)
        .finally(() => pending.delete(task))
      pending.add(task)
      return promise
    },
  })
  return {
    async settle(graceMs) {
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.all([...pending]),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ])
      clearTimeout(timer)
    },
  }
}
