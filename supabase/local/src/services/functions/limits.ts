import { readFile } from 'node:fs/promises'

/**
 * Hosted Edge Functions' runtime limits (Supabase docs, "Edge Functions limits"): 256 MB of
 * memory per worker, 2 s of CPU time per request, and 150 s until the response starts
 * (the request idle timeout).
 */
export interface FunctionLimits {
  memoryMb: number
  cpuMs: number
  idleTimeoutMs: number
}

export const HOSTED_LIMITS: FunctionLimits = { memoryMb: 256, cpuMs: 2000, idleTimeoutMs: 150_000 }

export type LimitHit = 'memory' | 'cpu' | 'idle'

/** The log line hosted writes for each limit (Supabase docs, "546 Error Response"). */
export const LIMIT_LOG: Record<LimitHit, string> = {
  memory: 'Memory limit exceeded',
  cpu: 'CPU Time exceeded',
  idle: 'Request idle timeout',
}

/**
 * What hosted answers when a worker is stopped for memory or CPU: 546 with this body (Supabase
 * docs, "Status codes": WORKER_RESOURCE_LIMIT, formerly WORKER_LIMIT); for the idle timeout,
 * 504 with an empty body (supabase/edge-runtime, worker_surface_creation.rs).
 */
export function limitResponse(hit: LimitHit): Response {
  if (hit === 'idle') return new Response(null, { status: 504, headers: { 'content-length': '0' } })
  return Response.json(
    {
      code: 'WORKER_RESOURCE_LIMIT',
      message: 'Function failed due to not having enough compute resources (please check logs)',
    },
    { status: 546 },
  )
}

const PAGE_BYTES = 4096
const TICKS_PER_SECOND = 100

/** Resident memory and CPU time (user + system, all threads) of a Linux process. */
export async function processUsage(
  pid: number,
): Promise<{ rssBytes: number; cpuMs: number } | undefined> {
  try {
    const [stat, statm] = await Promise.all([
      readFile(`/proc/${pid}/stat`, 'utf8'),
      readFile(`/proc/${pid}/statm`, 'utf8'),
    ])
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    const rssPages = Number(statm.split(' ')[1])
    return { rssBytes: rssPages * PAGE_BYTES, cpuMs: (ticks * 1000) / TICKS_PER_SECOND }
  } catch {
    return undefined
  }
}

const POLL_MS = 50

/**
 * Runs `forward` (the request to the function's process) and watches the process meanwhile:
 * resolves with the response, or with the limit hit first: memory (resident memory past
 * memoryMb), cpu (CPU time since the request started past cpuMs) or idle (no response after
 * idleTimeoutMs). On Linux only; elsewhere only the idle timeout applies.
 */
export async function watchLimits(
  pid: number | undefined,
  limits: FunctionLimits,
  forward: Promise<Response>,
): Promise<Response | LimitHit> {
  // The response loses the race when a limit is hit; the process is stopped, so it fails.
  forward.catch(() => {})
  const start = pid === undefined ? undefined : await processUsage(pid)
  let timer: NodeJS.Timeout | undefined
  let poller: NodeJS.Timeout | undefined
  let done = false
  const hit = new Promise<LimitHit>((resolve) => {
    timer = setTimeout(() => resolve('idle'), limits.idleTimeoutMs)
    if (pid === undefined || start === undefined) return
    const poll = async () => {
      const usage = await processUsage(pid)
      if (done) return
      if (usage && usage.rssBytes > limits.memoryMb * 1024 * 1024) return resolve('memory')
      if (usage && usage.cpuMs - start.cpuMs > limits.cpuMs) return resolve('cpu')
      poller = setTimeout(() => void poll(), POLL_MS)
    }
    poller = setTimeout(() => void poll(), POLL_MS)
  })
  try {
    return await Promise.race([forward, hit])
  } finally {
    done = true
    clearTimeout(timer)
    clearTimeout(poller)
  }
}
