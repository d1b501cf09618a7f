import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PostPage } from '@shared/blog-post'
import { Component as BlogList } from '@/features/blog/pages/blog-list'
import { Component as BlogPost } from '@/features/blog/pages/blog-post'
import { renderWithRouter } from '@tests/render.tsx'

const post: PostPage = {
  id: '1',
  title: 'Hello readers',
  slug: 'hello-readers',
  meta_description: 'A short hello',
  seo_title: null,
  featured_image: '/blog/cover.png',
  featured_image_alt: 'A cover',
  reading_time: 4,
  created_at: '2025-05-10T12:00:00Z',
  published_at: '2025-05-10T12:00:00Z',
  updated_at: '2025-05-10T12:00:00Z',
  content: '<h2>Welcome</h2><p>Body <img src=x onerror="window.hacked = true"></p>',
}

/**
 * PostgREST answers, in order, for the page's reads of blog_posts; the post bodies (which a
 * visitor reads from published_post_bodies, by slug) come with every post page.
 */
function serve(...answers: (unknown[] | number)[]) {
  const fetchMock = vi.fn(async (url: string | URL | Request) => {
    if (String(url).includes('/rpc/published_post_bodies')) {
      return new Response(JSON.stringify({ [post.slug]: post.content }), { status: 200 })
    }
    const answer = answers.shift() ?? []
    return typeof answer === 'number'
      ? new Response('{}', { status: answer })
      : new Response(JSON.stringify(answer), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderPage(ui: ReactElement, path: string, route: string) {
  return renderWithRouter(ui, { path, route })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/blog', () => {
  it('shows the posts as cards with date, reading time and excerpt', async () => {
    serve([post])
    renderPage(<BlogList />, '/blog', '/blog')
    const card = (await screen.findByRole('link', { name: 'Hello readers' })).closest('article')
    if (!card) throw new Error('no card')
    expect(within(card).getByText('May 10, 2025')).toBeInTheDocument()
    expect(within(card).getByText('4 min read')).toBeInTheDocument()
    expect(within(card).getByText('A short hello')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'A cover' })).toHaveAttribute('loading', 'eager')
  })

  it('tries a failed read once more before it says so (one retry)', async () => {
    const fetchMock = serve(500, [post])
    renderPage(<BlogList />, '/blog', '/blog')
    expect(await screen.findByRole('link', { name: 'Hello readers' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('says so when loading fails twice, and tries again on request', async () => {
    const fetchMock = serve(500, 500, [])
    renderPage(<BlogList />, '/blog', '/blog')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No posts yet')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})

describe('a prerendered /blog page', () => {
  it('keeps its cards when the refresh fails, and shows posts published since the build', async () => {
    const prerendered = {
      posts: [post],
      total: 1,
      page: 1,
      pages: 1,
    }
    document.body.innerHTML = `<script type="application/json" id="blog-posts-data">${JSON.stringify(prerendered)}</script>`
    serve(500, 500)
    const failed = renderPage(<BlogList />, '/blog', '/blog')
    expect(await screen.findByRole('link', { name: 'Hello readers' })).toBeVisible()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 3000 })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: 'Hello readers' })).toBeVisible()
    failed.unmount()

    serve([{ ...post, id: '2', slug: 'fresh', title: 'Published after the build' }, post])
    renderPage(<BlogList />, '/blog', '/blog')
    expect(await screen.findByRole('link', { name: 'Published after the build' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Hello readers' })).toBeVisible()
    document.body.innerHTML = ''
  })
})

describe('/blog/:slug', () => {
  it('renders the post with its content sanitised', async () => {
    serve([post])
    renderPage(<BlogPost />, '/blog/hello-readers', '/blog/:slug')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello readers' })).toBeVisible()
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible()
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled()
  })

  it('shows Post not found for a slug that is not published', async () => {
    serve([])
    renderPage(<BlogPost />, '/blog/nope', '/blog/:slug')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Return to Blog' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/blog')
  })

  it('shows the load failure with a way back to the blog', async () => {
    serve(500, 500)
    renderPage(<BlogPost />, '/blog/hello-readers', '/blog/:slug')
    expect(
      await screen.findByRole('heading', {
        name: 'Failed to load the blog post. Please try again later.',
      }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog')
  })
})
