import { MessagesSquare } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'

export function CommunityButton({ className }: { className?: string }) {
  return (
    <Button asChild size="lg" variant="outline" className={className}>
      <ExternalLink href={siteConfig.links.communityInvite}>
        <MessagesSquare aria-hidden="true" />
        Join our Community
      </ExternalLink>
    </Button>
  )
}
