export { ScheduleDemoButton as default } from '@/features/services/components/gmb/schedule-demo-button'
