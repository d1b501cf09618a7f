import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/form-field'
import { authMessages } from '@/features/auth/lib/messages'

// One message for either blank field: 'Please enter both email and password'.
const loginFormSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((v) => v.email !== '' && v.password !== '', {
    message: authMessages.missingFields,
    path: ['root'],
  })
export type LoginFormValues = z.infer<typeof loginFormSchema>

type LoginFormProps = { isPending: boolean; onSubmit: (values: LoginFormValues) => void }

export function LoginForm({ isPending, onSubmit }: LoginFormProps) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  })
  const rootError = form.formState.errors.root
  return (
    // noValidate: the app shows its own message instead of the browser's bubble.
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        invalid={Boolean(rootError)}
        {...form.register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        invalid={Boolean(rootError)}
        {...form.register('password')}
      />
      <FieldError errors={[rootError]} />
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}
