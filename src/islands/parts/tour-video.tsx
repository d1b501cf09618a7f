export { TourVideo as default } from '@/features/demo/components/tour-video'
