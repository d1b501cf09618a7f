export { CreditPurchase as default } from '@/features/credits/components/credit-purchase'
