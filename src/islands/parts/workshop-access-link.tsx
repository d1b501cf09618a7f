export { WorkshopAccessLink as default } from '@/features/workshop/components/workshop-access-link'
