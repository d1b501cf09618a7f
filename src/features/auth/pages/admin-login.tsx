import { ArrowLeft, LockKeyhole } from 'lucide-react'
import { Link, Navigate } from 'react-router-dom'
import { toast } from 'sonner'
import { Seo } from '@/components/seo'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useSignIn } from '@/features/auth/api/sign-in'
import { useSession } from '@/features/auth/api/use-session'
import { LoginForm, type LoginFormValues } from '@/features/auth/components/login-form'
import { authMessages } from '@/features/auth/lib/messages'

export function Component() {
  const session = useSession()
  const signIn = useSignIn()

  // Already signed in, or any sign-in event (also from another tab): to the portal.
  if (session !== 'loading' && session) return <Navigate to="/admin-portal" replace />

  const handleSubmit = ({ email, password }: LoginFormValues) =>
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => toast.success(authMessages.loggedIn),
        onError: (error) => toast.error(authMessages.loginFailed, { description: error.message }),
      },
    )

  return (
    <div className="flex min-h-[80dvh] items-start justify-center bg-muted/40 px-4 pb-12 pt-10 sm:items-center">
      <Seo title="Admin Login" description="Sign in to the admin portal." noIndex />
      <div className="w-full max-w-sm">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-foreground">Admin Login</h1>
              <p className="text-sm text-muted-foreground">Sign in to manage the site.</p>
            </div>
          </div>
          {session === 'loading' ? (
            <Spinner className="py-8" label="Checking your session…" />
          ) : (
            <LoginForm isPending={signIn.isPending} onSubmit={handleSubmit} />
          )}
        </Card>
      </div>
    </div>
  )
}
