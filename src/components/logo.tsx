import { Link } from 'react-router-dom'
import { siteConfig } from '@/config/site'
import { cn } from '@/lib/utils'

export function Logo({
  className,
  tone = 'dark',
}: {
  className?: string
  tone?: 'dark' | 'light'
}) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 text-lg font-bold tracking-tight',
        tone === 'light' ? 'text-white' : 'text-foreground',
        className,
      )}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span className="md:max-lg:sr-only">{siteConfig.brand}</span>
    </Link>
  )
}
