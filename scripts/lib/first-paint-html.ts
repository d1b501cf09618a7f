// Prerendered pages paint from their HTML alone: the stylesheets are inlined into the head, and
// the JavaScript (which only hydrates what is already on screen) starts after the first paint
// instead of being requested by the head, where it would compete with the paint for the network.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const VITE_ASSET_TAG =
  /\n\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g

/** Vite's index.html without the entry script, module preloads and stylesheet links it added. */
export function withoutAssetTags(html: string) {
  return html.replace(VITE_ASSET_TAG, '')
}

/**
 * The built stylesheets as one <style> element, each also named by a disabled <link>: a
 * disabled stylesheet link is neither fetched nor applied, but Vite's preload helper sees it and
 * does not add the stylesheet again when a lazy chunk that needs it loads, which would restyle
 * the whole page once more after hydration.
 */
export function inlineStyles(dist: string, files: Iterable<string>) {
  const names = [...files]
  const css = names.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
  if (css.includes('</style')) throw new Error('A stylesheet contains "</style": cannot inline it')
  const links = names.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`)
  return [`<style>${css}</style>`, ...links].join('\n    ')
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
 */
export function afterFirstPaintLoader(entry: string, modules: Iterable<string>) {
  const files = JSON.stringify({ entry: `/${entry}`, modules: [...modules].map((f) => `/${f}`) })
  return `<script type="module">
      const { entry, modules } = ${files}
      const PRESSABLE = 'button, [role="tab"], [role="button"], a[href^="/"]:not([target])'
      // React keeps an element's props on the element once it has hydrated it.
      const ownedByReact = (element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$'))
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
      const hold = (event) => {
        if (replaying || !(event.target instanceof Element)) return
        const target = event.target.closest(PRESSABLE)
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
      const fail = () => {
        failed = true
        pump()
      }

      // One import a task: even starting them all at once holds the main thread too long.
      const start = () =>
        [...modules, entry].forEach((module, index) =>
          setTimeout(() => import(module).catch(fail), index),
        )
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
