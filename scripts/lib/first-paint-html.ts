// Prerendered pages paint from their HTML alone: the stylesheets are inlined into the head, and
// the JavaScript (which only hydrates what is already on screen) starts after the first paint
// instead of being requested by the head, where it would compete with the paint for the network.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'
import postcss from 'postcss'
import { FIRST_SCREEN_END_ID } from '../../src/app/layouts/first-screen-end.tsx'

const VITE_ASSET_TAG =
  /\n\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g

/** Vite's index.html without the entry script, module preloads and stylesheet links it added. */
export function withoutAssetTags(html: string) {
  return html.replace(VITE_ASSET_TAG, '')
}

/**
 * Holds the first paint until the page's <main> is parsed (`<link rel="expect">`, HTML's
 * render-blocking on an element): otherwise Chromium paints whatever its parser has read when it
 * first yields, often the header alone, and styles, lays out and paints the rest of the first
 * screen in one task right after that first paint (50-110 ms at 4x CPU throttling).
 * The link names the empty element the layouts put right after </main>, not <main> itself:
 * Chromium ends the hold when it creates the expected element, at its start tag (a trace shows
 * rendering begin as the parser enters <main>), and then paints the header alone whenever its
 * parser yields early in <main>.
 * A page's HTML is 10-20 KB gzipped, so the wait is mostly the parse of the rest of <main>.
 * Pages without the prerendered marker (the SPA's shell) get none: the browser would wait for
 * the whole document and warn that the element never came.
 */
export function firstScreenExpectLink(body: string) {
  return body.includes(`id="${FIRST_SCREEN_END_ID}"`)
    ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`
    : ''
}

/**
 * The built stylesheets as one <style> element, each also named by a disabled <link>: a
 * disabled stylesheet link is neither fetched nor applied, but Vite's preload helper sees it and
 * does not add the stylesheet again when a lazy chunk that needs it loads, which would restyle
 * the whole page once more after hydration. (Pages whose HTML is filled in later, the blog post
 * shells, inline all of it.)
 */
export function inlineStyles(dist: string, files: Iterable<string>) {
  const names = [...files]
  const css = names.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
  return styleElement(
    css,
    names.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
  )
}

function styleElement(css: string, links: string[]) {
  if (css.includes('</style')) throw new Error('A stylesheet contains "</style": cannot inline it')
  return [`<style>${css}</style>`, ...links].join('\n    ')
}

/** Beasties, keeping the rules it leaves out (its "pruned source") instead of writing them back. */
class PageRules extends Beasties {
  rest: string[] = []
  override pruneSource(_style: unknown, _before: string, sheetInverse: string) {
    this.rest.push(sheetInverse)
    return false
  }
  writeFile() {
    return Promise.resolve()
  }
}

/** A selector whose last compound names a class or an id (ignoring what :not() etc. name). */
const keyedByClassOrId = (selector: string) =>
  /[.#]/.test((selector.split(/[\s>+~]+/).pop() ?? '').replace(/\([^)]*\)/g, ''))

/**
 * Splits the rules left out of the page into those keyed by a class or an id, which Chromium
 * checks only on elements carrying that class or id when a stylesheet is added, and the others
 * (element, attribute and pseudo-class rules such as `:disabled` or `::placeholder`), for
 * which adding the stylesheet restyles every element of the page: those few stay inline.
 */
function splitByKey(css: string) {
  const root = postcss.parse(css)
  const unkeyed = postcss.root()
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && 'name' in parent && String(parent.name).endsWith('keyframes'))
      return
    if (rule.selectors.every(keyedByClassOrId)) return
    const copy = rule.clone()
    // Keep a media query around the rule it wraps.
    const wrapped = parent?.type === 'atrule' ? parent.clone({ nodes: [copy] }) : copy
    unkeyed.append(wrapped)
    rule.remove()
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return { unkeyed: unkeyed.toString(), rest: root.toString() }
}

/**
 * Only the rules of the built stylesheets that apply to this page's HTML (chosen by beasties:
 * every rule whose selector matches an element of `body`, media queries and states included),
 * so the browser parses and matches a fifth to two fifths of the whole stylesheet before it
 * paints. The other rules go to a stylesheet of this page's own (assets/rest-<hash>.css), which
 * the loader (afterFirstPaintLoader) enables after the first paint, before any script runs: what
 * scripts render later (menus, dialogs, toasts, other pages) finds its rules there, and as none
 * of them matches what is on screen, adding them restyles next to nothing (adding the whole
 * stylesheet again would restyle every element: 70 ms on the home page at 4x CPU throttling).
 * Each whole stylesheet stays named by a disabled link, as in inlineStyles.
 */
export async function criticalStyles(dist: string, files: Iterable<string>, body: string) {
  const names = [...files]
  const links = names.map((file) => `<link rel="stylesheet" href="/${file}">`).join('')
  const beasties = new PageRules({
    path: dist,
    publicPath: '/',
    pruneSource: true,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
  })
  const html = await beasties.process(
    `<!doctype html><html lang="en"><head>${links}</head><body>${body}</body></html>`,
  )
  const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
  const { unkeyed, rest } = splitByKey(beasties.rest.join('\n'))
  const css = unkeyed + inlined.join('')
  const restFile = `assets/rest-${createHash('sha256').update(rest).digest('hex').slice(0, 10)}.css`
  writeFileSync(join(dist, restFile), rest)
  return styleElement(css, [
    ...names.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    `<link rel="stylesheet" href="/${restFile}" disabled data-after-paint>`,
  ])
}

/**
 * An inline module script that, once the browser reports the first contentful paint (at once in
 * a background tab, which paints nothing; at `load` where paint timing is missing), imports the
 * page's modules and then the entry, which hydrates. Importing the modules one by one, each from
 * its own task, lets each evaluate in its own task instead of the whole graph in one long task.
 *
 * Presses on buttons, tabs and same-site links that React has not hydrated yet (the scripts are
 * still on their way, or a lazy section is) are held and replayed, in order, once React owns the
 * element: a press right after load is answered a moment later instead of being lost. If the
 * scripts fail to load, held presses go through as plain clicks (links still navigate).
 * `islands`: the page hydrates only its islands, so only presses inside an island that has not
 * hydrated yet are held.
 */
export function afterFirstPaintLoader(
  entry: string,
  modules: Iterable<string>,
  hydrate: 'app' | 'islands' = 'app',
) {
  const files = JSON.stringify({ entry: `/${entry}`, modules: [...modules].map((f) => `/${f}`) })
  const owned =
    hydrate === 'islands'
      ? `{
        // Only islands come alive (src/islands/main.tsx marks each); the rest is plain HTML.
        const island = element.closest('site-island')
        return !island || island.dataset.hydrated === 'true'
      }`
      : `Object.keys(element).some((key) => key.startsWith('__reactProps$'))`
  return `<script type="module">
      const { entry, modules } = ${files}
      const PRESSABLE = 'button, [role="tab"], [role="button"], a[href^="/"]:not([target])'
      // React keeps an element's props on the element once it has hydrated it.
      const ownedByReact = (element) => ${owned}
      const queue = []
      let failed = false
      let replaying = false
      const pump = () => {
        while (queue.length > 0) {
          const [target, event, since] = queue[0]
          const waiting = target.isConnected && !ownedByReact(target) && !failed
          if (waiting && performance.now() - since < 10000) return void setTimeout(pump, 30)
          queue.shift()
          replaying = true
          if (target.isConnected) target.dispatchEvent(new event.constructor(event.type, event))
          replaying = false
        }
      }
      const hold = (event, pressable = PRESSABLE) => {
        if (replaying || !(event.target instanceof Element)) return
        const target = event.target.closest(pressable)
        if (!target || !target.closest('#root')) return
        if (queue.length === 0 && (ownedByReact(target) || failed)) return
        // Not on pointerdown: that would also cancel the mousedown and mouseup that follow it.
        if (event.type === 'click') event.preventDefault()
        event.stopImmediatePropagation()
        queue.push([target, event, performance.now()])
        if (queue.length === 1) pump()
      }
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
        addEventListener(type, hold, true)
      // Bands further down are laid out only when near (content-visibility, src/index.css): an
      // in-page link lays them all out first, so that the smooth scroll it starts ends on target;
      // so does an address with one.
      if (location.hash) document.documentElement.dataset.allBands = ''
      addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="#"]'))
          document.documentElement.dataset.allBands = ''
      }, true)${
        hydrate === 'islands'
          ? `
      // Islands further down hydrate when reached: keys pressed on one (arrows on its tabs or
      // slider) wait for it too, except in fields, where typing stays with the browser.
      addEventListener('keydown', (event) => {
        const fields = 'input, textarea, select, [contenteditable]'
        if (event.target instanceof Element && !event.target.closest(fields))
          hold(event, PRESSABLE + ', [role="slider"]')
      }, true)`
          : ''
      }
      const fail = () => {
        failed = true
        pump()
      }

      // One import a task: even starting them all at once holds the main thread too long.
      // The rest of the stylesheets first (the page inlined only its own rules: criticalStyles).
      const start = () => {
        for (const link of document.querySelectorAll('link[data-after-paint]')) link.disabled = false
        ;[...modules, entry].forEach((module, index) =>
          setTimeout(() => import(module).catch(fail), index),
        )
      }
      const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
      if (document.visibilityState === 'hidden' || painted()) start()
      else if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
        addEventListener('load', start, { once: true })
      else
        new PerformanceObserver((list, observer) => {
          if (!painted()) return
          observer.disconnect()
          start()
        }).observe({ type: 'paint' })
    </script>`
}
