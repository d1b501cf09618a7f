import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type Look = {
  section: string
  /** A centred frame around the panel, where the panel itself is not the container. */
  frame?: string
  panel: string
  glow: string
  inner?: string
  title: string
  description: string
  actions: string
}

const inkPanel = {
  section: 'px-4 py-12 md:py-16',
  panel:
    'container relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center md:px-12 md:py-20',
  inner: 'mx-auto max-w-2xl',
  title: 'text-balance text-3xl font-bold tracking-tight text-white md:text-4xl',
  description: 'mt-4 text-lg text-slate-300',
  actions: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
}
const gradientPanel =
  'relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-indigo-700 to-ink text-center text-white'

/** Every closing call to action on the site, by look, so a restyle is one edit here. */
const looks = {
  /** A dark panel with the glow rising from below (GMB report). */
  'ink-rising': {
    ...inkPanel,
    glow: '-bottom-32 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-accent/25 blur-3xl',
  },
  /** A dark panel with the glow falling from above (identity resolution). */
  ink: {
    ...inkPanel,
    glow: '-top-24 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-primary/40 blur-3xl',
  },
  /** The indigo gradient panel of the service pages. */
  gradient: {
    section: 'scroll-mt-32 py-16 md:py-24',
    frame: 'container',
    panel: cn(gradientPanel, 'px-6 py-12 shadow-xl shadow-primary/20 sm:px-12 md:py-16'),
    glow: 'inset-0 bg-[radial-gradient(40%_60%_at_90%_0%,rgba(6,182,212,0.35),transparent)]',
    title: 'mx-auto max-w-2xl text-balance text-3xl font-bold tracking-tight md:text-4xl',
    description: 'mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-indigo-100',
    actions: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
  },
  /** The wider, taller gradient panel closing the home page. */
  'gradient-wide': {
    section: 'py-16 sm:py-24',
    frame: 'container max-w-6xl',
    panel: cn(gradientPanel, 'px-5 py-14 shadow-2xl sm:px-12 sm:py-20'),
    glow: 'inset-0 bg-[radial-gradient(30rem_16rem_at_85%_0%,rgba(34,211,238,0.35),transparent_70%)]',
    title: 'text-balance text-3xl font-bold tracking-tight sm:text-4xl',
    description: 'mx-auto mt-4 max-w-2xl text-base leading-relaxed text-indigo-100 sm:text-lg',
    actions: 'mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center',
  },
} satisfies Record<string, Look>

type CtaBandProps = {
  look: keyof typeof looks
  /** The id of the heading, which labels the section. */
  titleId: string
  title: string
  description: string
  id?: string
  className?: string
  /** The buttons. */
  children: ReactNode
  /** Anything below the buttons, e.g. a quieter link. */
  footer?: ReactNode
}

/** A closing call to action: a rounded panel with a glow, a heading, a sentence and buttons. */
export function CtaBand({
  look,
  titleId,
  title,
  description,
  id,
  className,
  children,
  footer,
}: CtaBandProps) {
  const style: Look = looks[look]
  const panel = (
    <div className={style.panel}>
      <div aria-hidden="true" className={cn('pointer-events-none absolute', style.glow)} />
      <div className={cn('relative', style.inner)}>
        <h2 id={titleId} className={style.title}>
          {title}
        </h2>
        <p className={style.description}>{description}</p>
        <div className={style.actions}>{children}</div>
        {footer}
      </div>
    </div>
  )
  return (
    <section id={id} aria-labelledby={titleId} className={cn(style.section, className)}>
      {style.frame ? <div className={style.frame}>{panel}</div> : panel}
    </section>
  )
}
