export { DashboardSolutionsSection as default } from '@/features/home/components/dashboard-solutions-section'
