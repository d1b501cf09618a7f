import { describe, expect, it } from 'vitest'
import { render } from '@/entry-server'
import { islandPaths } from '@/app/route-table'

// An island's wrapper is `display: contents` (src/index.css), so it has no box of its own: a
// parent's `space-y-*` / `space-x-*` sets a margin on the wrapper that nothing shows, and the
// island sits flush against its sibling (the GMB page's Business Ranking card lost its 24 px).
// Parents of islands space their children with flex/grid `gap-*`, which does reach them.
describe('island wrappers in the prerendered pages', () => {
  it.each(islandPaths)('%s: no island is spaced by a space-x/space-y parent', async (path) => {
    const html = await render(path)
    const page = new DOMParser().parseFromString(html, 'text/html')
    const spaced = [...page.querySelectorAll('site-island')]
      .filter((island) => /(^|\s)-?space-[xy]-/.test(island.parentElement?.className ?? ''))
      .map(
        (island) => `${island.getAttribute('data-island')} in .${island.parentElement?.className}`,
      )
    expect(spaced).toEqual([])
  })
})
