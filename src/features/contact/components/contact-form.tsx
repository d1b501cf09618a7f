import { zodResolver } from '@hookform/resolvers/zod'
import { contactMessageSchema, type ContactMessageInput } from '@shared/contact'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
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
        <Field>
          <FieldLabel htmlFor="contact-name">Name</FieldLabel>
          <Input
            id="contact-name"
            autoComplete="name"
            aria-invalid={Boolean(errors.name)}
            {...form.register('name')}
          />
          <FieldError errors={[errors.name]} />
        </Field>
        <Field>
          <FieldLabel htmlFor="contact-email">Email</FieldLabel>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
          <FieldError errors={[errors.email]} />
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor="contact-subject">Subject</FieldLabel>
        <Input
          id="contact-subject"
          aria-invalid={Boolean(errors.subject)}
          {...form.register('subject')}
        />
        <FieldError errors={[errors.subject]} />
      </Field>
      <Field>
        <FieldLabel htmlFor="contact-message">Message</FieldLabel>
        <Textarea
          id="contact-message"
          rows={5}
          aria-invalid={Boolean(errors.message)}
          {...form.register('message')}
        />
        <FieldError errors={[errors.message]} />
      </Field>
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
