// The stack side of video-upload.ts: the project's stack (migrations, seed, functions) in its
// own process. Between 'start' and 'stop' it samples its own RSS and that of its child
// processes (the Deno functions hosts), and reports the peaks: its own, the hosts' summed, and
// the largest one host reached (upload-video-chunk's; the stack's cron also runs email-outbox).
import { readdir, readFile } from 'node:fs/promises'
import { startLocalStack } from '../../supabase/local/src/index.ts'

const SAMPLE_MS = 10
const PAGE_BYTES = 4096

const send = (message: object) => process.send?.(message)
const stack = await startLocalStack({ port: 0 })

/** Every process below this one, from /proc (Linux). */
async function descendants(): Promise<number[]> {
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    parents.set(Number(entry), Number(fields[1]))
  }
  const found = [process.pid]
  for (let i = 0; i < found.length; i++) {
    for (const [pid, parent] of parents) if (parent === found[i]) found.push(pid)
  }
  return found.slice(1)
}

async function rssOf(pids: number[]): Promise<{ total: number; largest: number }> {
  let total = 0
  let largest = 0
  for (const pid of pids) {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8').catch(() => '0 0')
    const rss = Number(statm.split(' ')[1] ?? 0) * PAGE_BYTES
    total += rss
    largest = Math.max(largest, rss)
  }
  return { total, largest }
}

let children: number[] = []
let baseline = { stack: 0, host: 0, oneHost: 0 }
let peak = { stack: 0, host: 0, oneHost: 0 }
let sampling = false

async function sampleLoop() {
  while (sampling) {
    const host = await rssOf(children)
    peak = {
      stack: Math.max(peak.stack, process.memoryUsage.rss()),
      host: Math.max(peak.host, host.total),
      oneHost: Math.max(peak.oneHost, host.largest),
    }
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
  }
}

process.on('message', (message) => {
  if (message === 'start') {
    void (async () => {
      globalThis.gc?.()
      children = await descendants()
      const host = await rssOf(children)
      baseline = { stack: process.memoryUsage.rss(), host: host.total, oneHost: host.largest }
      peak = { ...baseline }
      sampling = true
      void sampleLoop()
      send({ started: true, hostProcesses: children.length })
    })()
  } else if (message === 'stop') {
    sampling = false
    send({ baseline, peak })
  } else if (message === 'exit') {
    void stack.stop().then(() => process.exit(0))
  }
})

send({ url: stack.url, anonKey: stack.publishableKey })
