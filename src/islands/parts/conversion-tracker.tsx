export { ConversionTracker as default } from '@/features/site/components/conversion-tracker'
