import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { AdminPost } from '@/features/blog-admin/api/get-admin-posts'
import { PostArticlePreview } from '@/components/article/post-article-preview'

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
      <DialogContent className="max-w-3xl sm:p-8">
        {post && (
          <>
            <div>
              <DialogTitle>Preview</DialogTitle>
              <DialogDescription>
                {post.published
                  ? 'Published: this is the page readers see.'
                  : 'Draft: readers will see this page once it is published.'}
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
            <PostArticlePreview post={post} />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
