import type { ReactNode } from 'react'
import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

/** The card's own texts, the same on /thank-you and /purchase-thank-you. */
export const thankYouCardMessages = {
  title: 'Thank You!',
  backToHome: 'Back to Home',
} as const

export function ThankYouCard({
  text,
  details,
  children,
}: {
  /** The sentence under the title; none while a page cannot say it yet. */
  text?: ReactNode
  /** Shown under the text, above the buttons. */
  details?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-muted px-4 py-16">
      <Card radius="2xl" elevation="lg" className="w-full max-w-lg p-8 text-center md:p-10">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{thankYouCardMessages.title}</h1>
        <p className="mt-3 text-muted-foreground empty:hidden">{text}</p>
        {details}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {children}
          <Button asChild size="lg" variant="secondary">
            <Link to="/">{thankYouCardMessages.backToHome}</Link>
          </Button>
        </div>
      </Card>
    </section>
  )
}
