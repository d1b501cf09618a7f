import { Logo } from '@/components/logo'
import { SmartLink } from '@/components/smart-link'
import { siteConfig } from '@/config/site'
import { footerColumns } from '@/content/navigation'

export function Footer() {
  return (
    <footer className="border-t bg-ink text-slate-300">
      <div className="container grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-3 text-sm leading-relaxed text-slate-400">
            The AI CRM that tells you who visits your site and follows up for you.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className="text-sm font-semibold text-white">{column.label}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <SmartLink link={link} className="hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-2 py-6 text-xs text-slate-400 md:flex-row md:justify-between">
          <p>© {siteConfig.brand}. All rights reserved.</p>
          <p>Affiliate payments require an active {siteConfig.brand} account in good standing.</p>
        </div>
      </div>
    </footer>
  )
}
