import { createContext } from 'react'
import type { PostCard } from '@shared/blog-post.ts'

/**
 * What the build hands the blog pages while prerendering: the published posts for /blog, or
 * `postShell` to render a post page ('post') or the 'Post not found' page ('missing') with
 * slots that the post renderer fills per request.
 */
export type BlogPrerender = { posts?: PostCard[]; postShell?: 'post' | 'missing' }

export const BlogPrerenderContext = createContext<BlogPrerender>({})
