import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from '@/app/app'
import { prerenderPaths, routeTable } from '@/app/route-table'

export { prerenderPaths }

export function pageSourceFor(path: string) {
  return routeTable.find((r) => r.path === path)?.page.source
}

function prerender(url: string) {
  return prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // React outlines large boundaries into hidden segments shown by an inline script;
    // crawlers that run no JavaScript must get the content inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
}

/** Renders a route to HTML, waiting for its lazy page. Head tags come first in the stream. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(url)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}
