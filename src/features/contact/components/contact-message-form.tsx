import { useNavigate } from 'react-router-dom'
import type { ContactMessageInput } from '@shared/contact'
import { ContactForm } from '@/features/contact/components/contact-form'
import { island } from '@/islands/island'

/** The contact form that sends the message, then shows the thank-you page. */
export function ContactMessageForm() {
  const navigate = useNavigate()
  const handleSubmit = async (values: ContactMessageInput) => {
    const { sendContactMessage } = await import('@/features/contact/api/send-contact-message')
    await sendContactMessage(values)
    await navigate('/thank-you')
  }
  return <ContactForm onSubmit={handleSubmit} />
}

export const ContactMessageFormIsland = island('contact-form', ContactMessageForm)
