export { WorkshopVideo as default } from '@/features/workshop/components/workshop-video'
