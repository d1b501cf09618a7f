import { createContext } from 'react'
import type { PostCardPage } from '@shared/blog-rest'

/**
 * What the build hands the blog pages while prerendering: a /blog page's cards (`list`), or
 * `postShell` to render a post page ('post') or the 'Post not found' page ('missing') with
 * slots that the post renderer fills per request, or the page every post without a file gets
 * ('client': its island reads the post in the browser), or `listShell` for the page every
 * /blog/page/<n> past the prerendered ones gets (its island reads the page in the browser).
 */
export type BlogPrerender = {
  list?: PostCardPage
  postShell?: 'post' | 'missing' | 'client'
  listShell?: true
}

export const BlogPrerenderContext = createContext<BlogPrerender>({})
