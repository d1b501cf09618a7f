import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import {
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type NewPasswordValues,
} from '@shared/admin-password'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { useSetPassword } from '@/features/auth/api/password-reset'
import { useSession } from '@/features/auth/api/use-session'
import { AuthCard } from '@/features/auth/components/auth-card'
import { authMessages } from '@/features/auth/lib/messages'

/**
 * /admin-login/set-password: the recovery or invitation link signs the admin in (supabase-js
 * reads the session from the URL fragment), then they choose a password and go to the portal.
 * A used or expired link arrives without a session (auth's error is in the fragment).
 */
export function Component() {
  const session = useSession()
  const setPassword = useSetPassword()
  const navigate = useNavigate()
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const handleSubmit = ({ password }: NewPasswordValues) =>
    setPassword.mutate(password, {
      onSuccess: () => {
        toast.success(authMessages.passwordSet)
        void navigate('/admin-portal', { replace: true })
      },
    })

  return (
    <>
      <Seo title="Set a New Password" description="Choose a new admin password." noIndex />
      <AuthCard
        title="Set a new password"
        subtitle="Choose the password you will sign in with."
        back={{ to: '/admin-login', label: 'Back to Admin Login' }}
      >
        {session === 'loading' && <Spinner className="py-8" label="Checking your link…" />}
        {session !== 'loading' && !session && (
          <div className="grid gap-4 text-sm">
            <p role="alert" className="text-destructive">
              {authMessages.linkInvalid}
            </p>
            <Link
              to="/admin-login/forgot-password"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Email me a new link
            </Link>
          </div>
        )}
        {session !== 'loading' && session && (
          <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Signed in as{' '}
              <span className="break-all font-medium text-foreground">{session.user.email}</span>
            </p>
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              required
              error={form.formState.errors.password}
              {...form.register('password')}
            />
            <TextField
              id="confirm-password"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              error={form.formState.errors.confirm}
              {...form.register('confirm')}
            />
            {setPassword.error && <FieldError errors={[{ message: setPassword.error.message }]} />}
            <Button type="submit" size="lg" disabled={setPassword.isPending}>
              {setPassword.isPending ? 'Saving…' : 'Save password and continue'}
            </Button>
          </form>
        )}
      </AuthCard>
    </>
  )
}
