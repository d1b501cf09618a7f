import { lazy, type ComponentType } from 'react'

type PageModule = { Component: ComponentType }

// Every page module under features/*/pages is its own lazy chunk. Routes name a page by
// "<feature>/<page>"; the source path also lets the prerenderer preload the page's chunk.
const pageModules = import.meta.glob<PageModule>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
])

export type Page = { source: string; Component: ComponentType }

export function page(name: string): Page {
  const key = `../features/${name.replace('/', '/pages/')}.tsx`
  const load = pageModules[key]
  if (!load)
    throw new Error(
      `No page module for "${name}" (expected src/features/${name.replace('/', '/pages/')}.tsx)`,
    )
  return {
    source: `src/features/${name.replace('/', '/pages/')}.tsx`,
    Component: lazy(async () => ({ default: (await load()).Component })),
  }
}
