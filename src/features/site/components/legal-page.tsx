import type { ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { siteMessages } from '@/features/site/lib/messages'

export type LegalSection = { id?: string; title: string; body: ReactNode }

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <article className="container max-w-3xl py-12 md:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {siteMessages.backToHome}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{siteMessages.legalLastUpdated}</p>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.title} id={section.id} aria-labelledby={`legal-${index + 1}`}>
            <h2 id={`legal-${index + 1}`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  )
}
