import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { AdminPost } from '@/features/blog/api/get-admin-posts'
import { PostHtmlPreview } from '@/features/blog/components/post-html-preview'

/** A post as readers get it, drafts included (the public page only shows published ones). */
export function PostPreviewDialog({
  post,
  onOpenChange,
}: {
  post: AdminPost | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={post !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {post && (
          <>
            <div>
              <DialogTitle className="text-2xl">{post.title}</DialogTitle>
              <DialogDescription>
                Preview{post.published ? '' : ' of a draft'}
                {post.reading_time ? ` · ${post.reading_time} min read` : ''}
              </DialogDescription>
            </div>
            {post.published && (
              <Link
                to={`/blog/${post.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                Open on the site
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            )}
            {post.featured_image && (
              <img
                src={post.featured_image}
                alt={post.featured_image_alt ?? ''}
                className="aspect-video w-full rounded-lg object-cover"
              />
            )}
            <PostHtmlPreview content={post.content} />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
