// The post editor under npm run bench:interactions: typing into a 5,000-word post at real 4x CPU
// throttling, keystroke by keystroke (each keystroke's worst Event Timing `duration`, the first
// one apart), and what the editor costs to load: its lazy chunk, and /admin-portal/blog's
// first-load JS from the build's manifest, for this build and, with --before=<commit>, for the
// client build of an earlier commit.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, realpath, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { z } from 'zod'
import type { LocalStack } from '../../../supabase/local/src/index.ts'
import { localStackBuildEnv, localStackEnv } from '../../lib/build-env.ts'
import { median } from '../lighthouse/table.ts'
import { EVENT_TIMING_FLOOR_MS } from './table.ts'
import { tapOn } from './catalog.ts'
import { openPage, traced } from './page.ts'

export const LONG_POST_WORDS = 5000
/** What is typed: its first key, then about 20 more. */
const TYPED = 'Typed into a long post.'
/** The pause between two keys: about 150 words a minute, as the other typing interactions. */
const KEY_DELAY_MS = 80

/** A 5,000-word draft (paragraphs of 50 words, a Heading 2 every 10), inserted with the service role. */
export async function insertLongPost(stack: LocalStack): Promise<string> {
  const words = (n: number, seed: number) =>
    Array.from({ length: n }, (_, i) => `word${(seed * 7 + i) % 97}`).join(' ')
  const blocks: string[] = []
  for (let p = 0; p < LONG_POST_WORDS / 50; p++) {
    if (p % 10 === 0) blocks.push(`<h2>Section ${p / 10 + 1}</h2>`)
    blocks.push(`<p>${words(50, p)}</p>`)
  }
  // Plain REST as an edge function would write it (the service role may insert posts).
  const response = await fetch(`${stack.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      title: 'Bench: a 5,000-word post',
      slug: `bench-long-post-${Date.now()}`,
      content: blocks.join('\n'),
    }),
  })
  const rows = z.array(z.object({ id: z.string() })).safeParse(await response.json())
  const id = rows.success ? rows.data[0]?.id : undefined
  if (!response.ok || !id) throw new Error(`Could not insert the long post (${response.status})`)
  return id
}

const events = z.array(
  z.object({
    startTime: z.number(),
    duration: z.number(),
    processingStart: z.number(),
    processingEnd: z.number(),
  }),
)

/**
 * One key (or the tap): the worst Event Timing `duration` of its events (input delay, handling
 * and the frame until shown, as INP counts it) and the longest handling of one of its events
 * (`processingEnd - processingStart`: the handlers, and for a keypress the text insertion and
 * the input event inside it).
 */
export type KeyFigures = { duration: number; handling: number }

export type TypingRun = { tap: KeyFigures; first: KeyFigures; rest: KeyFigures[] }

/**
 * One run: a fresh page opens the post in the editor (`?post=<id>`), waits until it is quiet,
 * taps into the first paragraph and types key by key. Each key's figure is the worst event that
 * started between it and the next key (a keystroke under the API's 16 ms floor counts as 16).
 */
export async function typeIntoLongPost(
  browser: Browser,
  origin: string,
  storageState: BrowserContextOptions['storageState'],
  postId: string,
): Promise<TypingRun> {
  const opened = await openPage(browser, `${origin}/admin-portal/blog?post=${postId}`, {
    storageState,
  })
  try {
    const { page, quiet } = opened
    const paragraph = page.locator('.ProseMirror p').first()
    await paragraph.waitFor({ timeout: 60_000 })
    await quiet()
    await page.evaluate('window.__benchEvents.length = 0')
    const now = async () => Number(await page.evaluate('performance.now()'))
    const marks = [await now()]
    await traced(page, 'editor-typing', async () => {
      await tapOn(paragraph)
      for (const key of TYPED) {
        marks.push(await now())
        await page.keyboard.press(key)
        await new Promise((done) => setTimeout(done, KEY_DELAY_MS))
      }
      await page.evaluate(
        'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))',
      )
      await quiet()
    })
    const seen = events.parse(await page.evaluate('window.__benchEvents'))
    const worst = marks.map((from, i): KeyFigures => {
      const to = marks[i + 1] ?? Number.POSITIVE_INFINITY
      const inside = seen.filter((e) => e.startTime >= from && e.startTime < to)
      return {
        duration: Math.max(EVENT_TIMING_FLOOR_MS, ...inside.map((e) => e.duration)),
        handling: Math.max(0, ...inside.map((e) => e.processingEnd - e.processingStart)),
      }
    })
    const typed = await page.locator('.ProseMirror').textContent()
    if (!typed?.includes(TYPED)) throw new Error('The typed text is not in the editor')
    const [tap, first, ...rest] = worst
    if (!tap || !first) throw new Error('No keystroke was measured')
    return { tap, first, rest }
  } finally {
    await opened.close()
  }
}

/** Per figure, the median over the runs and the worst run, of the durations and the handling. */
export function typingFigures(runs: TypingRun[]) {
  const of = (pick: (run: TypingRun) => number) => ({
    median: median(runs.map(pick)),
    worst: Math.max(...runs.map(pick)),
  })
  const both = (pick: (run: TypingRun) => KeyFigures) => ({
    duration: of((run) => pick(run).duration),
    handling: of((run) => pick(run).handling),
  })
  const maxOf = (keys: KeyFigures[]): KeyFigures => ({
    duration: Math.max(...keys.map((k) => k.duration)),
    handling: Math.max(...keys.map((k) => k.handling)),
  })
  const medianOf = (keys: KeyFigures[]): KeyFigures => ({
    duration: median(keys.map((k) => k.duration)),
    handling: median(keys.map((k) => k.handling)),
  })
  return {
    tap: both((run) => run.tap),
    first: both((run) => run.first),
    restMedian: both((run) => medianOf(run.rest)),
    restMax: both((run) => maxOf(run.rest)),
    keys: runs[0]?.rest.length ?? 0,
  }
}

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
)

/** The modules /admin-portal/blog loads before anything is pressed: the app, its admin shell, the page. */
const BLOG_ROUTE_ENTRIES = [
  'index.html',
  'src/app/layouts/admin-shell.tsx',
  'src/app/pages/blog-management.tsx',
]
const EDITOR_ENTRY = 'src/features/blog-admin/components/rich-text/rich-text-editor.tsx'

export type BuildFigures = {
  /** The editor's own chunk, gzipped (null: the build has none). */
  editorChunk: number | null
  /** What opening the editor adds: its chunk and the chunks only it imports, gzipped. */
  editorAdds: number | null
  /** Gzipped JS of the entries above and everything they import statically. */
  blogFirstLoad: number
}

/** The figures of a client build in `dist` (read from its .vite/manifest.json). */
export async function buildFigures(dist: string): Promise<BuildFigures> {
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')),
  )
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const next of manifest[key]?.imports ?? []) visit(next)
    }
    keys.forEach(visit)
    return seen
  }
  const gzipped = async (keys: Iterable<string>) => {
    let total = 0
    for (const key of keys) {
      const file = manifest[key]?.file
      if (file?.endsWith('.js'))
        total += gzipSync(await readFile(join(dist, file)), { level: 9 }).length
    }
    return total
  }
  const route = closure(BLOG_ROUTE_ENTRIES)
  const editor = manifest[EDITOR_ENTRY]
    ? [...closure([EDITOR_ENTRY])].filter((key) => !route.has(key))
    : null
  return {
    editorChunk: editor ? await gzipped([EDITOR_ENTRY]) : null,
    editorAdds: editor ? await gzipped(editor) : null,
    blogFirstLoad: await gzipped(route),
  }
}

/**
 * The client build (vite build only) of an earlier commit, in a temporary directory from
 * `git archive` (no worktree, nothing of this checkout touched), with this checkout's
 * node_modules; its figures, then the directory is removed.
 */
export async function figuresOfCommit(commit: string): Promise<BuildFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-before-'))
  try {
    const archive = spawn('sh', ['-c', `git archive "$0" | tar -x -C "$1"`, commit, dir], {
      stdio: 'inherit',
    })
    const [archived] = await once(archive, 'exit')
    if (archived !== 0) throw new Error(`git archive ${commit} failed`)
    await symlink(await realpath('node_modules'), join(dir, 'node_modules'))
    const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: dir,
      stdio: 'inherit',
      env: localStackBuildEnv(localStackEnv()),
    })
    const [built] = await once(build, 'exit')
    if (built !== 0) throw new Error(`vite build of ${commit} failed`)
    return await buildFigures(join(dir, 'dist'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
