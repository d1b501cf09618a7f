import { PlayCircle } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { workshop } from '@/content/workshop'
import { registerForWebinar } from '@/features/workshop/api/register-webinar'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { landingSource } from '@/features/workshop/lib/registration-source'
import { reportError } from '@/lib/report-error'
import { reportSuccess } from '@/lib/report-success'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'

type FieldErrors = Partial<Record<'name' | 'email', string>>

/**
 * Covers the page until the visitor registers; what they typed stays on failure. A new
 * registration hands its personal link to `onRegistered`; an address already registered is
 * told to open the link in its inbox (the overlay stays: nobody plays someone else's link).
 */
export function RegistrationOverlay({ onRegistered }: { onRegistered: (access: string) => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [isPending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  // Read as the page opens, before an in-page change of address could drop the parameters.
  useEffect(() => void landingSource(), [])
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field === 'name') setName(value)
    if (field === 'email') setEmail(value)
  })

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The function's own rules (shared module), loaded on submit: zod stays off the first load.
    const { webinarRegistrationSchema } = await import('@shared/webinar-registration')
    const input = webinarRegistrationSchema.safeParse({
      name,
      email,
      webinar_title: workshop.title,
      ...landingSource(),
    })
    if (!input.success) {
      const { issues } = input.error
      // A blank name or email (the schema's minimum) gets the missing-fields toast; any other rule
      // its own message under the field.
      if (issues.some((issue) => issue.code === 'too_small')) {
        setFieldErrors({})
        reportError(workshopMessages.errorTitle, { description: workshopMessages.missingFields })
        return
      }
      const errors: FieldErrors = {}
      for (const issue of issues) {
        const field = issue.path[0]
        if ((field === 'name' || field === 'email') && !errors[field]) errors[field] = issue.message
      }
      setFieldErrors(errors)
      return
    }
    setFieldErrors({})
    setPending(true)
    try {
      const access = await registerForWebinar(input.data)
      if (access === null) {
        reportSuccess(workshopMessages.alreadyRegisteredTitle, {
          description: workshopMessages.alreadyRegistered,
        })
        setPending(false)
        return
      }
      reportSuccess(workshopMessages.successTitle, { description: workshopMessages.registered })
      onRegistered(access)
    } catch (error) {
      reportError(workshopMessages.errorTitle, {
        description: error instanceof Error ? error.message : workshopMessages.registerFailed,
        cause: error,
      })
      setPending(false)
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="workshop-register-heading"
      className="fixed inset-x-0 bottom-0 top-16 z-30 flex items-start justify-center overflow-y-auto bg-ink/90 px-4 py-8 sm:items-center"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-primary">
          <PlayCircle className="size-4" aria-hidden="true" />
          {workshop.eyebrow}
        </p>
        <h2 id="workshop-register-heading" className="mt-2 text-2xl font-bold tracking-tight">
          Register to watch the {workshop.title}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Enter your name and email and the training starts right away.
        </p>
        {/* noValidate: blank fields get the form's toast, not the browser's bubble. */}
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-6 grid gap-4">
          <TextField
            id="workshop-name"
            label="Name"
            name="name"
            autoComplete="name"
            required
            error={fieldErrors.name ? { message: fieldErrors.name } : undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id="workshop-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={fieldErrors.email ? { message: fieldErrors.email } : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={isPending}>
            {isPending ? 'Registering…' : 'Watch the Training'}
          </Button>
          <p className="text-xs text-muted-foreground">
            We use your email only to send the workshop materials.
          </p>
        </form>
      </div>
    </div>
  )
}
