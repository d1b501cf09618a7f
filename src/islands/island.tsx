import type { ComponentType } from 'react'
import type { IslandName } from '@/islands/names'

/** What an island's props can be: they travel to the browser as JSON in the page's HTML. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * A part of a page that needs JavaScript (a menu, tabs, a form, a video, the blog's list and
 * post). Prerendered pages of the marketing families and the blog hydrate only their islands,
 * each on its own, with the small runtime of src/islands/main.tsx; the rest of the page stays the
 * server's HTML and is never hydrated (scripts/prerender.ts chooses the runtime per route:
 * route-table.ts `hydrate`). Elsewhere (the SPA, the admin) an island is an ordinary component
 * inside the whole app.
 *
 * `name` is the file in src/islands/parts/ that exports the component as default; its props
 * are written into the HTML as JSON, so they must be plain data.
 */
export function island<P extends { [K in keyof P]: Json | undefined }>(
  name: IslandName,
  Component: ComponentType<P>,
) {
  function Island(props: P) {
    const json = JSON.stringify(props)
    return (
      <site-island data-island={name} data-props={json === '{}' ? undefined : json}>
        <Component {...props} />
      </site-island>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': { 'data-island': IslandName; 'data-props'?: string; children: ReactNode }
    }
  }
}
