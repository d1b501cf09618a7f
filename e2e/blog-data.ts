// Posts for the blog journeys, written straight to the browser tests' stack with the local
// service-role key, so each test makes its own (after the build: the public-blog function
// renders them).
import { randomUUID } from 'node:crypto'
import { stackRequest } from './support'

export type NewPost = {
  title: string
  content: string
  published: boolean
  meta?: string
  featuredImage?: string
}

export async function createPost({ title, content, published, meta, featuredImage }: NewPost) {
  const slug = `e2e-${randomUUID().slice(0, 8)}`
  const response = await stackRequest('service', '/rest/v1/blog_posts', {
    method: 'POST',
    body: {
      title,
      slug,
      content,
      published,
      meta_description: meta ?? null,
      featured_image: featuredImage ?? '/blog/crm-automations.svg',
      featured_image_alt: 'A lead flowing into a booked call',
    },
  })
  if (!response.ok) throw new Error(`Creating ${slug} failed: ${await response.text()}`)
  return slug
}

/**
 * Saves new text over a post, as an editor would (signed in as the admin: the grants give the
 * service role no update on posts); the database keeps it as a revision.
 */
export async function updatePost(slug: string, fields: { title?: string; content?: string }) {
  const response = await stackRequest('admin', `/rest/v1/blog_posts?slug=eq.${slug}`, {
    method: 'PATCH',
    body: fields,
  })
  if (!response.ok) throw new Error(`Updating ${slug} failed: ${await response.text()}`)
}
