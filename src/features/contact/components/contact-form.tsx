import type { ContactMessageInput } from '@shared/contact'
import { Send } from 'lucide-react'
import { useForm, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextareaField, TextField } from '@/components/ui/form-field'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' }

/**
 * The validation (zod and the shared schema) and the sender load when the form is first used,
 * not with the page: most visitors of /contact read it and never write.
 */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@shared/contact')])
const loadSender = () => import('@/features/contact/api/send-contact-message')
const preload = () => void Promise.all([loadValidation(), loadSender()]).catch(() => undefined)

const resolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const [{ zodResolver }, { contactMessageSchema }] = await loadValidation()
  return zodResolver(contactMessageSchema)(values, context, options)
}

type ContactFormProps = {
  /** Sends the message; a rejection is shown on the form, which keeps what was typed. */
  onSubmit: (values: ContactMessageInput) => Promise<void>
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const form = useForm<ContactMessageInput>({
    resolver,
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = async (values: ContactMessageInput) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const { ContactSendError } = await loadSender()
      if (error instanceof ContactSendError)
        for (const name of FIELDS) {
          const message = error.fields[name]
          if (message) form.setError(name, { message })
        }
      form.setError('root', { message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    // noValidate: the field messages below are the app's, not the browser's bubbles.
    <form
      onSubmit={form.handleSubmit(handleSubmit)}
      onFocus={preload}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          autoComplete="name"
          error={errors.name}
          {...form.register('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
      </div>
      <TextField
        id="contact-subject"
        label="Subject"
        error={errors.subject}
        {...form.register('subject')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        rows={5}
        error={errors.message}
        {...form.register('message')}
      />
      <FieldError
        errors={[errors.root]}
        className="rounded-md border border-destructive/30 bg-destructive/5 p-3"
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  )
}
