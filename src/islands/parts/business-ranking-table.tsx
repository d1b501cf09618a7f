export { BusinessRankingTable as default } from '@/features/services/components/gmb/business-ranking-table'
