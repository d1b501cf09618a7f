import { AlertTriangle, CircleCheck, CircleX } from 'lucide-react'
import { useDeferredValue } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { postDescription, DEFAULT_SHARE_IMAGE } from '@shared/blog-page/post-meta'
import { safeImageUrl } from '@shared/blog-page/featured-image'
import { postPath, postTitle } from '@shared/blog-post'
import {
  META_DESCRIPTION_MAX,
  publishChecklist,
  SEO_TITLE_MAX,
  type PublishChecklist,
} from '@shared/blog-publish-checklist'
import { formatPageTitle } from '@shared/page-title'
import { slugify } from '@shared/slugify'
import { siteConfig } from '@/config/site'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { cn } from '@/lib/utils'

function Counter({ label, count, max }: { label: string; count: number; max: number }) {
  const over = count > max
  return (
    <p className={cn('text-xs', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
      {label}: {count} / {max} characters{over && ' (too long)'}
    </p>
  )
}

/** The fields as the public page will read them (what the previews and checklist see). */
function usePreviewPost() {
  const { control } = useFormContext<PostFormValues>()
  const values = useWatch({ control })
  // The content is long; previews may lag a keystroke behind the editor.
  const content = useDeferredValue(values.content ?? '')
  const title = values.title?.trim() ?? ''
  const slug = values.slug?.trim() || slugify(title) || 'your-post'
  return {
    title,
    slug,
    content,
    meta_description: values.meta_description?.trim() || null,
    seo_title: values.seo_title?.trim() || null,
    featured_image: values.featured_image?.trim() || null,
    featured_image_alt: values.featured_image_alt?.trim() || null,
  }
}

/** The search result and the social card, with their counters, live beside the fields. */
export function PostPreviews() {
  const post = usePreviewPost()
  const pageTitle = formatPageTitle(postTitle(post) || 'Untitled post', siteConfig.brand)
  const description = postDescription(post)
  const url = `${siteConfig.siteUrl}${postPath(post.slug)}`
  const image = safeImageUrl(post.featured_image) ?? DEFAULT_SHARE_IMAGE
  const host = new URL(siteConfig.siteUrl).host
  const checklist = publishChecklist(post, null, { siteOrigin: siteConfig.siteUrl })

  return (
    <div className="grid content-start gap-5">
      <section aria-labelledby="search-preview-heading" className="grid gap-2">
        <h3 id="search-preview-heading" className="text-sm font-semibold">
          Search result preview
        </h3>
        <div className="grid gap-0.5 rounded-lg border bg-white p-3">
          <p className="truncate text-xs text-emerald-800">{url}</p>
          <p className="line-clamp-2 text-lg leading-snug text-blue-800">{pageTitle}</p>
          <p className="line-clamp-3 text-sm text-muted-foreground">
            {description || 'No description yet.'}
          </p>
        </div>
        <Counter label="SEO title" count={postTitle(post).length} max={SEO_TITLE_MAX} />
        <Counter label="Description" count={description.length} max={META_DESCRIPTION_MAX} />
      </section>

      <section aria-labelledby="social-preview-heading" className="grid gap-2">
        <h3 id="social-preview-heading" className="text-sm font-semibold">
          Social card preview
        </h3>
        <div className="overflow-hidden rounded-lg border bg-white">
          <img
            src={image}
            alt={post.featured_image_alt ?? ''}
            className="aspect-[1200/630] w-full bg-muted object-cover"
          />
          <div className="grid gap-0.5 border-t p-3">
            <p className="text-xs uppercase text-muted-foreground">{host}</p>
            <p className="line-clamp-2 font-semibold">{pageTitle}</p>
            <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>
          </div>
        </div>
      </section>

      <ChecklistPanel checklist={checklist} />
    </div>
  )
}

/** The publish checklist as it stands (the near-duplicate check runs when publishing). */
export function ChecklistPanel({ checklist }: { checklist: PublishChecklist }) {
  const passes = checklist.blocking.length === 0
  return (
    <section aria-labelledby="checklist-heading" className="grid gap-2">
      <h3 id="checklist-heading" className="text-sm font-semibold">
        Publish checklist
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {passes && (
          <li className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            Ready to publish.
          </li>
        )}
        {checklist.blocking.map((issue) => (
          <li key={issue.id} className="flex gap-2">
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="sr-only">Blocks publishing: </span>
              {issue.message}
            </span>
          </li>
        ))}
        {checklist.advisory.map((issue) => (
          <li key={issue.id} className="flex gap-2 text-muted-foreground">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>
              <span className="sr-only">Advice: </span>
              {issue.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
