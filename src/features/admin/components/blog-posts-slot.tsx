import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

// The blog posts manager (the table /admin-portal/blog shows) mounts here once the blog
// management feature lands; until then the section links to it rather than faking a table.
export function BlogPostsSlot() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p>Create, edit, preview, publish and delete posts in Blog Management.</p>
      <Button asChild size="sm">
        <Link to="/admin-portal/blog">
          Manage blog posts
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )
}
