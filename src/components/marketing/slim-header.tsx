import type { ReactNode } from 'react'
import { Logo } from '@/components/logo'

/** The header of pages without the site navbar: the logo and, optionally, one action. */
export function SlimHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b bg-white">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Logo />
        {children}
      </div>
    </header>
  )
}
