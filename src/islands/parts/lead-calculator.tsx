export { LeadCalculator as default } from '@/features/identity/components/lead-calculator'
