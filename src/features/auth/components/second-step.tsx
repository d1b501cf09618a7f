import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import {
  assuranceOptions,
  factorsOptions,
  mfaErrorText,
  useVerifyTotp,
} from '@/features/auth/api/mfa'
import type { SessionState } from '@/features/auth/api/use-session'
import { AuthCard } from '@/features/auth/components/auth-card'
import { TotpCodeForm } from '@/features/auth/components/totp-code-form'
import { useLogout } from '@/features/auth/hooks/use-logout'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'

/** The code from the authenticator app, asked after the password when the account has a factor. */
function CodeStep() {
  const factors = useQuery(factorsOptions())
  const verify = useVerifyTotp()
  const { logout, isPending: signingOut } = useLogout()
  const factorId = factors.data?.verified[0]?.id
  return (
    <AuthCard
      title={mfaMessages.stepTitle}
      subtitle={mfaMessages.stepSubtitle}
      back={{ to: '/', label: 'Back to Home' }}
    >
      {factors.isError ? (
        <ErrorNotice
          title={mfaMessages.verifyFailed}
          message="Could not read this account's factors."
          detail={factors.error.message}
          onRetry={() => void factors.refetch()}
        />
      ) : (
        <TotpCodeForm
          id="sign-in-code"
          submitLabel="Verify"
          pendingLabel="Checking…"
          isPending={verify.isPending || factorId === undefined}
          error={verify.error ? mfaErrorText(verify.error) : undefined}
          onSubmit={(code) => {
            if (factorId) verify.mutate({ factorId, code })
          }}
        />
      )}
      <Button variant="link" className="mt-2 w-full" onClick={logout} disabled={signingOut}>
        Sign out and use another account
      </Button>
    </AuthCard>
  )
}

/**
 * After the password: the portal, or first the code when the account has a verified factor
 * and this session has not passed it (Supabase Auth's aal1 → aal2).
 */
export function SecondStepGate({ session }: { session: Exclude<SessionState, 'loading'> }) {
  const assurance = useQuery(assuranceOptions(session))
  if (assurance.isPending) return <Spinner className="py-8" label="Checking your session…" />
  if (assurance.data?.needsCode) return <CodeStep />
  return <Navigate to="/admin-portal" replace />
}
