// Deno entry of the functions host: one process serves one function, the folder named by its
// second argument in the directory whose file URL (ending in '/') is its first, like hosted's
// one worker per function. Started by ../deno-child.ts.
import type { DenoApi } from './deno-api.ts'
import { installEdgeRuntime } from './edge-runtime.ts'
import { createFunctionLoader } from './host-loader.ts'
import { hostErrorResponse, isFunctionName, READY_PREFIX } from './host-protocol.ts'
import { lingeringBody } from './lingering-close.ts'

declare const Deno: DenoApi

const [functionsDirUrl, functionName] = Deno.args
if (!functionsDirUrl || !functionName || !isFunctionName(functionName)) {
  throw new Error('usage: host.ts <file URL of the functions folder>/ <function name>')
}
const serve = Deno.serve.bind(Deno)
const load = createFunctionLoader(Deno, functionsDirUrl)

// An error thrown outside a request (a timer, a stray promise) must not stop every function.
globalThis.addEventListener('error', (event) => {
  event.preventDefault()
  console.error(event.error)
})
globalThis.addEventListener('unhandledrejection', (event) => {
  event.preventDefault()
  console.error(event.reason)
})

const background = installEdgeRuntime(globalThis, (error) => console.error(error))

// A restart (watch mode, stop) lets background tasks finish before the stack's kill deadline.
Deno.addSignalListener('SIGTERM', () => {
  void background.settle(2500).then(() => Deno.exit(0))
})

// The stack holds our stdin open: end of input means it is gone, even if it could not kill us.
void (async () => {
  const reader = Deno.stdin.readable.getReader()
  while (!(await reader.read()).done);
  Deno.exit(0)
})()

async function handle(request: Request, info: unknown): Promise<Response> {
  const name = new URL(request.url).pathname.split('/')[1] ?? ''
  if (name !== functionName) return hostErrorResponse('notFound')
  let handler
  try {
    handler = await load(name)
  } catch (error) {
    console.error(error)
    return hostErrorResponse('boot')
  }
  const body = lingeringBody(request)
  try {
    const response = await handler(body.request, info)
    if (response instanceof Response) return response
    throw new Error(`Function "${name}" did not return a Response`)
  } catch (error) {
    console.error(error)
    return hostErrorResponse('worker')
  } finally {
    body.answered()
  }
}

// Boot before saying ready, so that a request's CPU time does not include the import (hosted
// counts a worker's boot apart). A boot error is kept and answered as BOOT_ERROR per request.
await load(functionName).catch(() => {})

serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }: { port: number }) => console.log(`${READY_PREFIX}${port}`),
  },
  handle,
)
