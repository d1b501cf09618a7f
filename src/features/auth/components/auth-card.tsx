import type { ReactNode } from 'react'
import { ArrowLeft, LockKeyhole } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'

type AuthCardProps = {
  title: string
  subtitle: string
  back: { to: string; label: string }
  children: ReactNode
}

/** The sign-in screens' frame: a back link, then a card with the lock, the title and the form. */
export function AuthCard({ title, subtitle, back, children }: AuthCardProps) {
  return (
    <div className="flex min-h-[80dvh] items-start justify-center bg-muted/40 px-4 pb-12 pt-10 sm:items-center">
      <div className="w-full max-w-sm">
        <Link
          to={back.to}
          className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-foreground">{title}</h1>
              <p className="text-sm text-muted-foreground">{subtitle}</p>
            </div>
          </div>
          {children}
        </Card>
      </div>
    </div>
  )
}
