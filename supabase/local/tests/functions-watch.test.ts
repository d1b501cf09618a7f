// Watch mode of the functions host: edits under the functions folder are served without
// restarting the stack, and the folder's .env reaches the functions.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Inside the project (gitignored), so Deno finds node_modules from the function's folder.
const TMP = fileURLToPath(new URL('../../../.local-data/tmp/', import.meta.url))

describe('edge functions with watch', () => {
  let dir: string

  const writeFunction = (reply: string) =>
    writeFile(
      path.join(dir, 'hot', 'index.ts'),
      `Deno.serve(() => new Response('${reply} ' + Deno.env.get('GREETING_SECRET')))\n`,
    )
  const call = async () => {
    const response = await fetch(`${watched.url}/functions/v1/hot`, {
      headers: { authorization: `Bearer ${watched.anonKey}` },
    })
    return response.text()
  }

  beforeAll(async () => {
    await mkdir(TMP, { recursive: true })
    dir = await mkdtemp(path.join(TMP, 'functions-'))
    await mkdir(path.join(dir, 'hot'))
    await writeFile(path.join(dir, '.env'), 'GREETING_SECRET="from .env"\n')
    await writeFunction('v1')
  })
  // After the hook above (the folder exists), and stopped before the one below removes it.
  const watched = useTestStack(() => ({ ...TEST_SCHEMA, functionsDir: dir, watchFunctions: true }))

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('serves an edited function without a restart, with the secrets of .env', async () => {
    expect(await call()).toBe('v1 from .env')
    await writeFunction('v2')
    // The watcher reacts asynchronously: poll, bounded, until the new code answers.
    const deadline = Date.now() + 20_000
    let reply = await call()
    while (reply !== 'v2 from .env' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      reply = await call()
    }
    expect(reply).toBe('v2 from .env')
  })
})
