import type { DenoApi } from './deno-api.ts'

type FunctionHandler = (request: Request, info: unknown) => unknown

type Capture = { handler?: FunctionHandler }

function pickHandler(args: unknown[]): FunctionHandler | undefined {
  for (const arg of args) {
    const candidate: unknown =
      typeof arg === 'object' && arg !== null && 'handler' in arg ? arg.handler : arg
    if (typeof candidate === 'function') {
      return (request, info) => Reflect.apply(candidate, undefined, [request, info])
    }
  }
  return undefined
}

// What Deno.serve returns, for functions that await `finished` or call shutdown().
function detachedServer() {
  return {
    finished: new Promise<void>(() => {}),
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
  }
}

/**
 * Replaces Deno.serve so that importing a function's index.ts hands its handler to the host
 * instead of opening a port. Imports run one at a time so each handler is credited to the
 * module being evaluated.
 */
export function createFunctionLoader(deno: DenoApi, functionsDirUrl: string) {
  const dirUrl = new URL(functionsDirUrl)
  const loaded = new Map<string, Promise<FunctionHandler>>()
  let capture: Capture | undefined
  let queue: Promise<unknown> = Promise.resolve()

  deno.serve = (...args: unknown[]) => {
    if (capture) capture.handler ??= pickHandler(args)
    else console.error('Deno.serve called after a function module was evaluated was ignored')
    return detachedServer()
  }

  const boot = async (name: string): Promise<FunctionHandler> => {
    const slot: Capture = {}
    capture = slot
    try {
      await import(new URL(`${encodeURIComponent(name)}/index.ts`, dirUrl).href)
    } finally {
      capture = undefined
    }
    if (!slot.handler) throw new Error(`Function "${name}" did not call Deno.serve(handler)`)
    return slot.handler
  }

  return (name: string): Promise<FunctionHandler> => {
    let handler = loaded.get(name)
    if (!handler) {
      handler = queue.then(() => boot(name))
      queue = handler.catch(() => undefined)
      loaded.set(name, handler)
    }
    return handler
  }
}
