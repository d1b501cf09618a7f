import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { quickLinks } from '@/content/home-hero'

export function QuickLinks() {
  return (
    <nav aria-label="Quick links">
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:justify-center">
        {quickLinks.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex h-full flex-col items-center justify-center gap-1.5 rounded-xl border border-white/15 bg-white/5 px-2 py-3 text-center text-xs font-medium leading-tight text-slate-100 transition-colors hover:border-white/30 hover:bg-white/10 sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:py-2 sm:text-sm"
            >
              <Icon aria-hidden="true" className="size-4 text-cyan-300" />
              {label}
              <ArrowRight
                aria-hidden="true"
                className="hidden size-3.5 text-slate-400 transition-transform group-hover:translate-x-0.5 sm:block"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
