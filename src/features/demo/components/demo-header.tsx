import { LogIn } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { SlimHeader } from '@/components/marketing/slim-header'

export function DemoHeader() {
  return (
    <SlimHeader>
      <Button asChild size="sm" variant="secondary">
        <ExternalLink href={siteConfig.links.appSignIn}>
          <LogIn aria-hidden="true" />
          Sign In
        </ExternalLink>
      </Button>
    </SlimHeader>
  )
}
