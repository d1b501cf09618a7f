// The stack side of storage-upload.ts, in its own process so that its memory is measured
// apart from the client's. It reports its memory peaks between 'start' and 'stop' messages.
import path from 'node:path'
import { startLocalStack } from '../src/index.ts'

const SAMPLE_MS = 5

const send = (message: object) => process.send?.(message)
const nowhere = path.join(import.meta.dirname, 'no-such-folder')

const stack = await startLocalStack({
  port: 0,
  migrationsDir: nowhere,
  seedFile: path.join(nowhere, 'seed.sql'),
  functionsDir: nowhere,
})

const heap = () => {
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}
let baseline = { rss: 0, heap: 0 }
let peak = { rss: 0, heap: 0 }
let sampler: NodeJS.Timeout | undefined
const sample = () => {
  peak = { rss: Math.max(peak.rss, process.memoryUsage.rss()), heap: Math.max(peak.heap, heap()) }
}

process.on('message', (message) => {
  if (message === 'start') {
    globalThis.gc?.()
    baseline = { rss: process.memoryUsage.rss(), heap: heap() }
    peak = { ...baseline }
    sampler = setInterval(sample, SAMPLE_MS)
  } else if (message === 'stop') {
    clearInterval(sampler)
    sample()
    send({ baseline, peak })
  } else if (message === 'exit') {
    void stack.stop().then(() => process.exit(0))
  }
})

send({ url: stack.url, serviceRoleKey: stack.secretKey })
