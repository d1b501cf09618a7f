import { Card } from '@/components/ui/card'
import { ScrollRegion } from '@/components/ui/scroll-region'
import type { PostRevision } from '@/features/blog-admin/api/get-post-revisions'
import { markChangedLines } from '@/features/blog-admin/lib/changed-lines'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { cn } from '@/lib/utils'

type Side = {
  heading: string
  title: string
  seoTitle: string
  metaDescription: string
  featuredImage: string
  content: string
}

function Version({ side, other, tone }: { side: Side; other: Side; tone: 'old' | 'new' }) {
  const meta: [string, string, string][] = [
    ['Title', side.title, other.title],
    ['SEO title', side.seoTitle, other.seoTitle],
    ['Meta description', side.metaDescription, other.metaDescription],
    ['Featured image', side.featuredImage, other.featuredImage],
  ]
  const mark = tone === 'old' ? 'bg-destructive/10' : 'bg-emerald-100'
  return (
    <Card asChild padding="none" elevation="flat" className="min-w-0">
      <section aria-label={side.heading}>
        <h3 className="border-b px-3 py-2 text-sm font-semibold">{side.heading}</h3>
        <dl className="grid gap-2 border-b px-3 py-2 text-sm">
          {meta.map(([label, value, otherValue]) => (
            <div key={label} className={cn('rounded px-1', value !== otherValue && mark)}>
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {/* A group, not a region: the section around it is already the region of this version. */}
        <ScrollRegion
          role="group"
          label={`${side.heading}: content`}
          className="max-h-96 rounded-none"
        >
          <pre className="whitespace-pre-wrap p-3 font-mono text-xs leading-relaxed [overflow-wrap:anywhere]">
            {markChangedLines(side.content, other.content).map((line, index) => (
              <span key={index} className={cn('block', line.changed && mark)}>
                {line.text || ' '}
              </span>
            ))}
          </pre>
        </ScrollRegion>
      </section>
    </Card>
  )
}

/** A revision beside the editor's current text; lines and fields that differ are tinted. */
export function RevisionCompare({
  revision,
  current,
}: {
  revision: PostRevision
  current: PostFormValues
}) {
  const old: Side = {
    heading: `Revision ${revision.revision_number}`,
    title: revision.title,
    seoTitle: revision.seo_title ?? '',
    metaDescription: revision.meta_description ?? '',
    featuredImage: revision.featured_image ?? '',
    content: revision.content,
  }
  const now: Side = {
    heading: 'Current text in the editor',
    title: current.title,
    seoTitle: current.seo_title,
    metaDescription: current.meta_description,
    featuredImage: current.featured_image,
    content: current.content,
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Version side={old} other={now} tone="old" />
      <Version side={now} other={old} tone="new" />
    </div>
  )
}
