export { TierTable as default } from '@/features/credits/components/tier-table'
