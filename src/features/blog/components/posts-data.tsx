import { serializeJsonForScript } from '@shared/blog-page/text'

/** The page's data as JSON beside its markup, read back on hydration (see embedded-data.ts). */
export function EmbeddedData({ id, json }: { id: string; json: string }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />
}

export const toEmbeddedJson = serializeJsonForScript
