import { MailX } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { UNSUBSCRIBE_TOKEN, unsubscribeMessages } from '@shared/email/unsubscribe'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useUnsubscribe } from '@/features/workshop/api/unsubscribe'

/**
 * The follow-up emails' unsubscribe link opens this page: it asks first, and only its button
 * unsubscribes (a mail scanner opening the link changes nothing).
 */
export function Component() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = useUnsubscribe()
  const valid = UNSUBSCRIBE_TOKEN.test(token)
  const heading = !valid
    ? unsubscribeMessages.unknown
    : unsubscribe.isSuccess
      ? unsubscribeMessages.done
      : unsubscribeMessages.question
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-16">
      <Seo
        title={unsubscribeMessages.pageTitle}
        description={unsubscribeMessages.question}
        noIndex
      />
      <Card
        radius="2xl"
        elevation="lg"
        className="grid w-full max-w-lg gap-6 p-8 text-center md:p-10"
      >
        <MailX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <div role="status" aria-live="polite">
          <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        </div>
        {valid && !unsubscribe.isSuccess && (
          <>
            <Button
              size="lg"
              className="justify-self-center"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? unsubscribeMessages.pending : unsubscribeMessages.button}
            </Button>
            {unsubscribe.isError && (
              <p role="alert" className="text-sm text-destructive">
                {unsubscribe.error.message}
              </p>
            )}
          </>
        )}
      </Card>
    </section>
  )
}
