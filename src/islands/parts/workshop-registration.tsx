export { WorkshopRegistration as default } from '@/features/workshop/components/workshop-registration'
