export { WebinarDate as default } from '@/features/home/components/webinar-date'
