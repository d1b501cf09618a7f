import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { siteConfig } from '@/config/site'
import {
  factorsOptions,
  mfaErrorText,
  useEnrollTotp,
  useUnenrollTotp,
  useVerifyTotp,
} from '@/features/auth/api/mfa'
import { TotpCodeForm } from '@/features/auth/components/totp-code-form'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'
import { reportError } from '@/lib/report-error'

type Enrolment = { factorId: string; qrCode: string; secret: string }

/** The QR code, the key to type instead, and the code that proves the app has it. */
function EnrolmentSteps({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const verify = useVerifyTotp()
  const keyId = 'two-factor-key'
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-6">
      <img
        src={enrolment.qrCode}
        alt="QR code to add this account to an authenticator app"
        width={176}
        height={176}
        className="size-44 rounded-md border bg-white p-2"
      />
      <div className="grid content-start gap-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Scan the QR code with an authenticator app, or type the key below into it.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <div className="grid gap-1">
          <span id={keyId} className="text-sm font-medium">
            Manual key
          </span>
          <code
            aria-labelledby={keyId}
            data-testid="two-factor-secret"
            className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
          >
            {enrolment.secret}
          </code>
        </div>
        <TotpCodeForm
          id="two-factor-enrol-code"
          submitLabel="Verify and turn on"
          pendingLabel="Checking…"
          isPending={verify.isPending}
          error={verify.error ? mfaErrorText(verify.error) : undefined}
          onSubmit={(code) =>
            // mutateAsync: the new session re-renders the section (this form goes) before a
            // mutate callback would run; the promise still settles. A refusal shows in the form.
            void verify.mutateAsync({ factorId: enrolment.factorId, code }).then(
              () => {
                toast.success(mfaMessages.enrolled)
                onDone()
              },
              () => undefined,
            )
          }
        />
      </div>
    </div>
  )
}

/** The signed-in account's second factor: set it up with an authenticator app, or remove it. */
export function TwoFactorSettings() {
  const factors = useQuery(factorsOptions())
  const enroll = useEnrollTotp()
  const unenroll = useUnenrollTotp()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)

  if (factors.isPending) return <Spinner label="Loading two-factor sign-in…" />
  if (factors.isError)
    return (
      <ErrorNotice
        title={mfaMessages.sectionTitle}
        message="Could not read this account's factors."
        detail={factors.error.message}
        onRetry={() => void factors.refetch()}
      />
    )
  const verified = factors.data.verified[0]
  if (verified)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <Badge>On</Badge> Sign-in asks for a code from your authenticator app.
        </p>
        <Button
          variant="outline"
          disabled={unenroll.isPending}
          onClick={() =>
            unenroll.mutate(verified.id, {
              onSuccess: () => toast.success(mfaMessages.removed),
              onError: (error) =>
                reportError(mfaMessages.removeFailed, { description: error.message, cause: error }),
            })
          }
        >
          {unenroll.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
      </div>
    )
  if (enrolment)
    return (
      <EnrolmentSteps
        enrolment={enrolment}
        onDone={() => {
          setEnrolment(null)
          void factors.refetch()
        }}
      />
    )
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm">
        <Badge className="bg-muted text-muted-foreground">Off</Badge> Sign-in asks for the password
        only.
      </p>
      <Button
        disabled={enroll.isPending}
        onClick={() =>
          enroll.mutate(siteConfig.brand, {
            onSuccess: setEnrolment,
            onError: (error) =>
              reportError(mfaMessages.enrolFailed, { description: error.message, cause: error }),
          })
        }
      >
        {enroll.isPending ? 'Starting…' : mfaMessages.promptAction}
      </Button>
    </div>
  )
}
