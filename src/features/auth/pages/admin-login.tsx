import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Spinner } from '@/components/ui/spinner'
import { useSignIn } from '@/features/auth/api/sign-in'
import { useSession } from '@/features/auth/api/use-session'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm, type LoginFormValues } from '@/features/auth/components/login-form'
import { SecondStepGate } from '@/features/auth/components/second-step'
import { authMessages } from '@/features/auth/lib/messages'
import { reportError } from '@/lib/report-error'
import { reportSuccess } from '@/lib/report-success'

export function Component() {
  const session = useSession()
  const signIn = useSignIn()

  // Already signed in, or any sign-in event (also from another tab): to the portal, after the
  // code when the account has a second factor.
  if (session !== 'loading' && session) return <SecondStepGate session={session} />

  const handleSubmit = ({ email, password }: LoginFormValues) =>
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => reportSuccess(authMessages.loggedIn),
        onError: (error) =>
          reportError(authMessages.loginFailed, { description: error.message, cause: error }),
      },
    )

  return (
    <>
      <Seo title="Admin Login" description="Sign in to the admin portal." noIndex />
      <AuthCard
        title="Admin Login"
        subtitle="Sign in to manage the site."
        back={{ to: '/', label: 'Back to Home' }}
      >
        {session === 'loading' ? (
          <Spinner className="py-8" label="Checking your session…" />
        ) : (
          <>
            <LoginForm isPending={signIn.isPending} onSubmit={handleSubmit} />
            <p className="mt-4 text-center text-sm">
              <Link
                to="/admin-login/forgot-password"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            </p>
          </>
        )}
      </AuthCard>
    </>
  )
}
