import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { DenoCommand } from './deno-command.ts'
import { READY_PREFIX } from './deno/host-protocol.ts'

export interface DenoChild {
  port: number
  /** The process id, for the limit watchdog (limits.ts); undefined in tests' fake children. */
  pid?: number
  /** Resolves when the process has exited, for whatever reason. */
  exited: Promise<void>
  /** Counts a proxied request until the returned release is called. */
  track(): () => void
  /** Waits for in-flight requests (at most graceMs), then stops the process. */
  retire(graceMs: number): Promise<void>
  kill(): Promise<void>
  /** Stops the process at once (SIGKILL): a worker past a limit gets no grace. */
  terminate(): void
}

const KILL_TIMEOUT_MS = 3000

/** Starts the Deno host and resolves once it prints its port; its logs go to ours. */
export function spawnDenoChild(
  { command, args, env }: DenoCommand,
  cwd?: string,
): Promise<DenoChild> {
  // stdin stays open and unused: the host exits when it closes, i.e. when this process dies.
  const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'inherit'] })
  let inflight = 0
  let onIdle: (() => void) | undefined
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      process.off('exit', killOnExit)
      onIdle?.()
      resolve()
    }),
  )

  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_TIMEOUT_MS)
    await exited
    clearTimeout(timer)
  }

  return new Promise((resolve, reject) => {
    child.once('error', reject)
    void exited.then(() => {
      reject(new Error(`Deno functions host exited (${child.exitCode ?? child.signalCode})`))
    })
    createInterface({ input: child.stdout }).on('line', (line) => {
      const port = line.startsWith(READY_PREFIX) ? Number(line.slice(READY_PREFIX.length)) : NaN
      if (!Number.isInteger(port)) {
        process.stdout.write(`${line}\n`)
        return
      }
      resolve({
        port,
        pid: child.pid,
        exited,
        kill,
        terminate: () => child.kill('SIGKILL'),
        track() {
          inflight += 1
          let released = false
          return () => {
            if (released) return
            released = true
            inflight -= 1
            if (inflight === 0) onIdle?.()
          }
        },
        async retire(graceMs) {
          if (inflight > 0) {
            await new Promise<void>((idle) => {
              onIdle = idle
              setTimeout(idle, graceMs).unref()
            })
          }
          await kill()
        },
      })
    })
  })
}
