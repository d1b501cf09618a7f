export { ServicesTabBar as default } from '@/features/services/components/services-tab-bar'
