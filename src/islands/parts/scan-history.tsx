export { ScanHistory as default } from '@/features/services/components/gmb/scan-history'
