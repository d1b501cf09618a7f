// The floor: every measured page with its scripts removed, written beside the build so that the
// same server delivers it the same way as ours. Playwright's route.fulfill handed the browser a
// page whole, so its parser read the document in one go and laid all of it out before the first
// paint, while ours arrived streamed and laid out what came after the first chunk once painted.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { htmlFileOf } from '../../lib/first-load.ts'

/** Where the floor's pages are served: `${FLOOR_PREFIX}${route}`. */
export const FLOOR_PREFIX = '/__bench-floor'

const SCRIPT_TAG = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi

/** The page's HTML with no script and no module preload: nothing to run. */
function withoutScripts(html: string) {
  return html.replace(SCRIPT_TAG, '').replace(MODULE_PRELOAD, '')
}

/** Writes the floor of each route into dist; returns what removes them again. */
export function writeFloorPages(dist: string, routes: string[]) {
  const root = join(dist, FLOOR_PREFIX.slice(1))
  for (const route of routes) {
    const file = htmlFileOf(route)
    const target = join(root, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, withoutScripts(readFileSync(join(dist, file), 'utf8')))
  }
  return () => rmSync(root, { recursive: true, force: true })
}
