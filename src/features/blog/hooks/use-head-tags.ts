import { useEffect } from 'react'
import type { HeadTag } from '@shared/blog-page/post-meta'
import { applyHeadTags } from '@/features/blog/lib/head-tags'

/** Keeps <head> in line with `tags` (see applyHeadTags) while the component is on the page. */
export function useHeadTags(tags: HeadTag[] | null, dropRels: readonly string[] = []) {
  const json = JSON.stringify(tags)
  useEffect(
    () => (tags ? applyHeadTags(tags, dropRels) : undefined),
    // The tags are rebuilt on each render; their content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [json],
  )
}
