export { SuccessStories as default } from '@/features/services/components/success-stories'
