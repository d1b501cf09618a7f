import { Link } from 'react-router-dom'
import { helpPanel } from '@/content/home-hero'
import { cn } from '@/lib/utils'

export function HelpPanel({ className }: { className?: string }) {
  return (
    <nav
      aria-labelledby="help-panel-title"
      className={cn(
        'rounded-2xl bg-white p-5 text-foreground shadow-2xl shadow-ink/30 ring-1 ring-black/5 sm:p-6',
        className,
      )}
    >
      <h2 id="help-panel-title" className="text-lg font-bold tracking-tight">
        {helpPanel.title}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {helpPanel.links.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="flex h-full items-center gap-2.5 rounded-xl border bg-white px-3 py-3 text-sm font-semibold text-foreground transition-colors hover:border-primary/40 hover:bg-primary/5"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 leading-snug [overflow-wrap:anywhere]">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
