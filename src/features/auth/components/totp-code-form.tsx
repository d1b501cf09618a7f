import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextField } from '@/components/ui/form-field'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'

const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, mfaMessages.codeFormat)),
})
type CodeInput = z.input<typeof codeSchema>
type CodeValues = z.output<typeof codeSchema>

type TotpCodeFormProps = {
  id: string
  submitLabel: string
  pendingLabel: string
  isPending: boolean
  /** What Auth said about the last code, in words (mfaErrorText). */
  error: string | undefined
  onSubmit: (code: string) => void
}

/** The labelled 6-digit code field with its button; the code stays in the field on an error. */
export function TotpCodeForm({
  id,
  submitLabel,
  pendingLabel,
  isPending,
  error,
  onSubmit,
}: TotpCodeFormProps) {
  const form = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  })
  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}
      noValidate
      className="grid gap-4"
    >
      <TextField
        id={id}
        label={mfaMessages.codeLabel}
        hint={mfaMessages.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={form.formState.errors.code}
        invalid={Boolean(form.formState.errors.code) || Boolean(error)}
        {...form.register('code')}
      />
      {error && <FieldError errors={[{ message: error }]} />}
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
