import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunkTransport } from '../src/features/uploads/api/chunk-transport.ts'
import { uploadVideo } from '../src/features/uploads/lib/upload-video.ts'
import { asMp4 } from './support/upload-video-chunk.ts'
import { DEMO_PUBLISHABLE_KEY } from '../supabase/local/src/keys/keys.ts'
import { SEED_ADMIN, signIn, testClient } from '@local-stack/tests/support/test-stack.ts'

// A crash of the stack in the middle of a part-completing chunk, then a resume as the portal
// does it: the video ends byte-identical, or the upload is refused. Never "complete" and corrupt.
// The stack runs as a child process (`npm run stack`, product migrations, seed and functions)
// on a fixed port, since the session keeps the storage upload's URL; it is killed with SIGKILL
// while storage's resumable upload holds more bytes than the offset it has recorded.

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const CLI = path.join(ROOT, 'supabase/local/src/cli.ts')
const MB = 1024 * 1024
let dataDir: string

interface Running {
  url: string
  child: ChildProcessByStdio<null, Readable, Readable>
  exited: Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

function startCli(port: number): Promise<Running> {
  const args = ['--import', 'tsx', CLI, '--port', String(port), '--data-dir', dataDir]
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /API URL: (\S+)/.exec(output)?.[1]
      if (url) {
        child.stdout.off('data', onData)
        child.stdout.resume()
        resolve({ url, child, exited })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then(() => reject(new Error(`stack exited before it was ready:\n${output}`)))
  })
}

/** True while storage's resumable upload file holds bytes past the offset it recorded. */
function midPart(): boolean {
  const dir = path.join(dataDir, 'storage-tus')
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return false
  }
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    try {
      const info: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
      const offset =
        typeof info === 'object' && info !== null && 'offset' in info ? Number(info.offset) : NaN
      const held = statSync(path.join(dir, file.replace(/\.json$/, '.bin'))).size
      if (held > offset) return true
    } catch {
      // Being replaced right now (write-then-rename): look again.
    }
  }
  return false
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upload-crash-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('a stack crash during a video upload', () => {
  it('ends byte-identical after the resume, or refused, never complete and corrupt', async () => {
    const port = await freePort()
    const bytes = asMp4(randomBytes(14 * MB))
    const file = new Blob([bytes], { type: 'video/mp4' })
    const fileName = `${Date.now()}-crash.mp4`

    const first = await startCli(port)
    const { client: admin } = await signIn(testClient(first.url, DEMO_PUBLISHABLE_KEY), SEED_ADMIN)
    let killed = false
    const watcher = (async () => {
      while (!killed) {
        if (midPart()) {
          killed = true
          first.child.kill('SIGKILL')
          return
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const interrupted = uploadVideo({
      file,
      fileName,
      transport: chunkTransport(admin),
      attempts: 3,
      retryDelayMs: 10,
    }).then(
      () => 'finished before the kill',
      () => 'failed',
    )
    await first.exited.then(() => {
      killed = true
    })
    await watcher
    expect(await interrupted).toBe('failed')

    const second = await startCli(port)
    try {
      const { client: again } = await signIn(
        testClient(second.url, DEMO_PUBLISHABLE_KEY),
        SEED_ADMIN,
      )
      // As the portal resumes: the same file under the same name, from what the session holds.
      const resumed = await uploadVideo({ file, fileName, transport: chunkTransport(again) }).then(
        (url) => ({ url }),
        (error: unknown) => ({ refused: String(error) }),
      )
      if ('url' in resumed) {
        const response = await fetch(resumed.url)
        expect(response.status).toBe(200)
        const stored = new Uint8Array(await response.arrayBuffer())
        expect({ size: stored.byteLength, hash: sha256(stored) }).toEqual({
          size: bytes.byteLength,
          hash: sha256(bytes),
        })
      } else {
        expect(resumed.refused).not.toBe('')
      }
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  }, 300_000)
})
