import { useId } from 'react'
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
      <LogoMark />
      <span className="md:max-lg:sr-only">{siteConfig.brand}</span>
    </Link>
  )
}

/** public/logo.svg drawn inline: the header paints with its logo and asks for no image. */
function LogoMark() {
  const gradient = useId()
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" className="size-8">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <circle cx="28" cy="28" r="13" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M37.5 37.5 49 49" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="28" cy="28" r="4.5" fill="#fff" />
    </svg>
  )
}
