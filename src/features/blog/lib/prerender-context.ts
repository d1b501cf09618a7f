import { createContext } from 'react'
import type { PostCard } from '@shared/blog-post.ts'

/**
 * What the build hands the blog pages while prerendering: the published posts for /blog, or
 * `postShell` to render the post page with slots that the post renderer fills per post.
 */
export type BlogPrerender = { posts?: PostCard[]; postShell?: boolean }

export const BlogPrerenderContext = createContext<BlogPrerender>({})
