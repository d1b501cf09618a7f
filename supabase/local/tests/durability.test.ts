import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_FUNCTIONS, TEST_MIGRATIONS, TEST_SEED } from './support/test-stack.ts'
import { DEMO_SERVICE_ROLE_KEY } from '../src/keys/keys.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CLI = path.join(ROOT, 'supabase/local/src/cli.ts')
let dataDir: string

interface Running {
  url: string
  child: ChildProcessByStdio<null, Readable, Readable>
  exited: Promise<void>
}

/** `npm run stack` as a child process; resolves when it prints its API URL. */
function startCli(): Promise<Running> {
  const args = [
    '--import',
    'tsx',
    CLI,
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--migrations-dir',
    TEST_MIGRATIONS,
    '--seed-file',
    TEST_SEED,
    '--functions-dir',
    NO_FUNCTIONS,
  ]
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /API URL: (\S+)/.exec(output)?.[1]
      if (url) {
        child.stdout.off('data', onData)
        resolve({ url, child, exited })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then(() => reject(new Error(`stack exited before it was ready:\n${output}`)))
  })
}

const headers = {
  apikey: DEMO_SERVICE_ROLE_KEY,
  authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
}

async function insert(url: string, n: number): Promise<boolean> {
  const res = await fetch(`${url}/rest/v1/notes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ body: 'durable', n }),
  }).catch(() => undefined)
  return res?.status === 201
}

async function storedNumbers(url: string): Promise<Set<number>> {
  const res = await fetch(`${url}/rest/v1/notes?select=n&body=eq.durable`, {
    headers: { ...headers, range: '0-100000' },
  })
  const rows: unknown = await res.json()
  const numbers = Array.isArray(rows) ? rows.map((r: { n: number }) => r.n) : []
  return new Set(numbers)
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'durability-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('durability of acknowledged writes', () => {
  it('keeps every acknowledged insert across kill -9 during a stream of writes, and across a clean restart', async () => {
    const first = await startCli()
    const acknowledged: number[] = []
    let next = 0
    let killed = false
    // Four writers keep requests in flight, so the kill lands in the middle of commits.
    const writer = async () => {
      while (!killed) {
        const n = next++
        if (await insert(first.url, n)) acknowledged.push(n)
        if (acknowledged.length >= 150 && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all([writer(), writer(), writer(), writer()])
    await first.exited
    expect(acknowledged.length).toBeGreaterThanOrEqual(150)

    const second = await startCli()
    const afterCrash = await storedNumbers(second.url)
    expect(acknowledged.filter((n) => !afterCrash.has(n))).toEqual([])
    expect(await insert(second.url, -1)).toBe(true)
    second.child.kill('SIGTERM')
    await second.exited

    const third = await startCli()
    const afterRestart = await storedNumbers(third.url)
    expect(afterRestart.has(-1)).toBe(true)
    expect(acknowledged.filter((n) => !afterRestart.has(n))).toEqual([])
    third.child.kill('SIGTERM')
    await third.exited
  }, 180_000)
})
