import { zodResolver } from '@hookform/resolvers/zod'
import { contactMessageSchema, type ContactMessageInput } from '@shared/contact'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextareaField, TextField } from '@/components/ui/form-field'
import { ContactSendError } from '@/features/contact/api/send-contact-message'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' }

type ContactFormProps = {
  /** Sends the message; a rejection is shown on the form, which keeps what was typed. */
  onSubmit: (values: ContactMessageInput) => Promise<void>
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = async (values: ContactMessageInput) => {
    try {
      await onSubmit(values)
    } catch (error) {
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
    <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="grid gap-4">
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
