// The islands runtime: what the prerendered pages of the marketing families and the blog load
// instead of the whole app (see island.tsx). It is built on its own (vite.islands.config.ts)
// with Preact's React-compatible layer in place of React, so these pages never load React DOM:
// the runtime and Preact are about 12 KB gzipped, against 67 KB for React DOM alone.
//
// Each island hydrates in a task of its own, the static HTML around it is left alone.
// First: every island that parses with zod (at load or after a lazy import) does so jitless.
import '@/lib/zod-jitless'
import { options } from 'preact'
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { cn } from '@/lib/utils'

// Effects before the next render, as React orders them: Preact otherwise runs effects after the
// next frame, and a component that renders again at once (Radix's slider thumb, which finds its
// index among the items registered by its children's effects) would render before them.
options.requestAnimationFrame = (callback) => queueMicrotask(callback)
options.debounceRendering = (callback) => setTimeout(callback)

type Part = { default: ComponentType<Record<string, unknown>> }
const parts = import.meta.glob<Part>('./parts/*.tsx')

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The fields a visitor changed before the island hydrated, with what they hold now. */
function typedInto(root: Element) {
  const typed: { field: Field; value: string; checked: boolean }[] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue
    if (changed)
      typed.push({ field, value: field.value, checked: 'checked' in field && field.checked })
  }
  return typed
}

/**
 * Hands what the visitor typed before hydration to the island's state, as React 19 does for
 * the whole app: the same input and change events typing would have sent.
 */
function replay(typed: ReturnType<typeof typedInto>) {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      field.checked = checked
    } else {
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island
  const load = parts[`./parts/${name}.tsx`]
  if (!load) throw new Error(`No island named ${name} (src/islands/parts/)`)
  const { default: Component } = await load()
  const props: unknown = JSON.parse(element.dataset.props ?? '{}')
  if (typeof props !== 'object' || props === null) throw new Error(`Island ${name}: bad props`)
  await nextTask()
  const started = performance.now()
  const typed = typedInto(element)
  hydrateRoot(element, createElement(Component, { ...props }))
  replay(typed)
  element.dataset.hydrated = 'true'
  // What each island's hydration costs, for npm run bench:interactivity.
  performance.measure(`island ${name}`, { start: started })
}

const report = (error: unknown) => console.error(error)
const started = new WeakSet<HTMLElement>()
function start(element: HTMLElement) {
  if (started.has(element)) return undefined
  started.add(element)
  return hydrateIsland(element)
}

/**
 * Where an island is: its wrapper takes no box (display: contents), its children do. Empty
 * islands (the toaster, effects) have none; an island whose children are all `display: none`
 * (the menu of the other width) is not displayed.
 */
function boxOf(element: HTMLElement) {
  const children = [...element.children]
  if (children.length === 0) return 'empty'
  const boxes = children
    .filter((child) => child.getClientRects().length > 0)
    .map((child) => child.getBoundingClientRect())
  if (boxes.length === 0) return 'not displayed'
  return {
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  }
}

// Islands on the first screen (or the next) hydrate at once; those further down when they come
// near the viewport, those not displayed at this width when they are (the window widened), and
// any as soon as a pointer or the focus reaches them. Presses on an island that has not hydrated
// yet are held and replayed by the page's loader (first-paint-html.ts).
const islands = [...document.querySelectorAll<HTMLElement>('site-island[data-island]')]
const isNear = (element: HTMLElement) => {
  const box = boxOf(element)
  if (box === 'empty') return true
  if (box === 'not displayed') return false
  return box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight
}
const later = islands.filter((element) => !isNear(element))
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = entry.isIntersecting ? entry.target.closest('site-island') : null
      if (!(island instanceof HTMLElement)) continue
      // Once reached, an island is not watched any more.
      for (const child of island.children) observer.unobserve(child)
      start(island)?.catch(report)
    }
  },
  { rootMargin: '100% 0px' },
)
for (const element of later) for (const child of element.children) observer.observe(child)
for (const type of ['pointerover', 'focusin'])
  addEventListener(
    type,
    (event) => {
      const island = event.target instanceof Element ? event.target.closest('site-island') : null
      if (island instanceof HTMLElement && island.dataset.island) start(island)?.catch(report)
    },
    { capture: true, passive: true },
  )

// tailwind-merge builds its class map on its first call, the longest single piece of work of the
// first hydration (in a CPU profile at 4x throttling): in a task of its own, not inside an island's.
await nextTask()
cn()
await nextTask()
const first = islands.filter((element) => !later.includes(element)).map(start)
for (const result of await Promise.allSettled(first))
  if (result.status === 'rejected') report(result.reason)
// Browser tests wait for this before they click; npm run bench:interactivity reads the mark.
document.documentElement.dataset.hydrated = 'true'
performance.mark('hydrated')
