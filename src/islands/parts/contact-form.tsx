export { ContactMessageForm as default } from '@/features/contact/components/contact-message-form'
