import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/form-field'
import { useRequestPasswordReset } from '@/features/auth/api/password-reset'
import { AuthCard } from '@/features/auth/components/auth-card'
import { authMessages } from '@/features/auth/lib/messages'

const forgotSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter your email address')),
})
type ForgotValues = z.infer<typeof forgotSchema>

/** /admin-login/forgot-password: the address, then the same answer whether or not it has an account. */
export function Component() {
  const reset = useRequestPasswordReset()
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  })
  const handleSubmit = ({ email }: ForgotValues) => reset.mutate(email)

  return (
    <>
      <Seo title="Forgot Password" description="Reset the admin password." noIndex />
      <AuthCard
        title="Forgot password?"
        subtitle="We will email you a link to set a new one."
        back={{ to: '/admin-login', label: 'Back to Admin Login' }}
      >
        {reset.isSuccess ? (
          <div role="status" className="flex gap-3 rounded-md bg-muted p-4 text-sm text-foreground">
            <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>{authMessages.resetSent}</p>
          </div>
        ) : (
          <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="grid gap-4">
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              error={form.formState.errors.email}
              {...form.register('email')}
            />
            {reset.error && <FieldError errors={[{ message: reset.error.message }]} />}
            <Button type="submit" size="lg" disabled={reset.isPending}>
              {reset.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        )}
      </AuthCard>
    </>
  )
}
