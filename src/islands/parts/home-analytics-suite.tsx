export { AnalyticsSuiteSection as default } from '@/features/home/components/analytics-suite-section'
