import { PlayCircle } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { workshop } from '@/content/workshop'
import { registerForWebinar } from '@/features/workshop/api/register-webinar'
import { workshopMessages as messages } from '@/features/workshop/lib/messages'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'

/** Covers the page until the visitor registers (§2, §5); what they typed stays on failure. */
export function RegistrationOverlay({ onRegistered }: { onRegistered: () => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [isPending, setPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field === 'name') setName(value)
    if (field === 'email') setEmail(value)
  })

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!name.trim() || !email.trim()) {
      toast.error(messages.errorTitle, { description: messages.missingFields })
      return
    }
    setPending(true)
    try {
      await registerForWebinar({
        name: name.trim(),
        email: email.trim(),
        webinar_title: workshop.title,
      })
      toast.success(messages.successTitle, { description: messages.registered })
      onRegistered()
    } catch {
      toast.error(messages.errorTitle, { description: messages.registerFailed })
      setPending(false)
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="workshop-register-heading"
      className="fixed inset-x-0 bottom-0 top-16 z-30 flex items-start justify-center overflow-y-auto bg-ink/85 px-4 py-8 backdrop-blur-sm sm:items-center"
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
        {/* noValidate: blank fields get the spec's toast instead of the browser's bubble. */}
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-6 grid gap-4">
          <TextField
            id="workshop-name"
            label="Name"
            name="name"
            autoComplete="name"
            required
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
