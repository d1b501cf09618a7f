export { AgencyOfferCard as default } from '@/features/credits/components/agency-offer-card'
